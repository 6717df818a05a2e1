import { createHash } from 'node:crypto';
import { getTableColumns, is, SQL, Table, type Query } from 'drizzle-orm';
import { PgColumn, PgDialect, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db } from './database';

// Statements of the hottest paths (an answer save, every secured request's session check) are built
// once, with placeholders (`sql.placeholder`) for what changes per call, and then only run: drizzle
// building a large statement's text costs more of the server's thread than sending it (issue 18's
// load benchmark). They run on whichever database or transaction a call passes in, through its
// session, exactly as the query builder runs them (same driver settings, result mapping and errors).

/** The same dialect as the app's drizzle instances (no casing option). */
const dialect = new PgDialect();

/** Placeholder values of one call of a statement built once. */
export type StatementValues = Record<string, unknown>;

/**
 * A name for a named (server-side prepared) statement: PostgreSQL parses and plans it once per
 * connection, and its plan turns generic after five runs; PGlite's driver ignores it. The name is a
 * hash of the text, so two texts never share one (node-postgres refuses that).
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/** A select of drizzle's query builder (`new QueryBuilder().select(…)`), with its row type. */
interface BuiltSelect<TRow> {
  toSQL(): Query;
  readonly _: { readonly config: { fields: Record<string, unknown> }; readonly result: TRow[] };
}

/**
 * The selected fields in the order of the statement's columns, with their paths in the row: the
 * order drizzle's own `orderSelectedFields` gives (a table stands for its columns, an object nests).
 */
function orderedFields(fields: Record<string, unknown>, path: string[] = []): SelectedFieldsOrdered {
  return Object.entries(fields).flatMap(([key, field]): SelectedFieldsOrdered => {
    const at = [...path, key];
    if (is(field, PgColumn) || is(field, SQL) || is(field, SQL.Aliased)) return [{ path: at, field }];
    if (is(field, Table)) return orderedFields(getTableColumns(field), at);
    if (typeof field === 'object' && field !== null) return orderedFields({ ...field }, at);
    throw new Error(`Cannot select ${at.join('.')}`);
  });
}

/**
 * A select built once: runs it with the call's placeholder values on `db` (a database or a
 * transaction) and answers its rows as the query builder would. Named (server-side prepared) when
 * `prefix` is given, see statementName. The select's tables must all be inner-joined (a left join's
 * all-null row would not become null here).
 */
export function selectBuiltOnce<TRow>(
  select: BuiltSelect<TRow>,
  prefix?: string,
): (db: Db, values: StatementValues) => Promise<TRow[]> {
  const query = select.toSQL();
  const fields = orderedFields(select._.config.fields);
  const name = prefix === undefined ? undefined : statementName(prefix, query.sql);
  return (db, values) =>
    db._.session
      .prepareQuery<{ execute: TRow[]; all: unknown; values: unknown }>(query, fields, name, true)
      .execute(values);
}

/** The rows of a statement's raw result (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf(result: unknown): unknown[] {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
    ? result.rows
    : [];
}

/**
 * An SQL statement built once: runs it with the call's placeholder values on `db` and answers its
 * rows as `db.execute` would (objects named by column, no mapping). Named when `prefix` is given.
 */
export function sqlBuiltOnce(
  statement: SQL,
  prefix?: string,
): (db: Db, values: StatementValues) => Promise<unknown[]> {
  const query = dialect.sqlToQuery(statement);
  const name = prefix === undefined ? undefined : statementName(prefix, query.sql);
  return async (db, values) =>
    rowsOf(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
}
