import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const ENGLISH = 1;

/** `"table"."column"`, spelled out: inside a select list drizzle would drop the table name. */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The text in the given locale, else in English, else empty: one correlated lookup per row. */
export function localizedText(textId: AnyPgColumn, localeId: number): SQL<string> {
  const owner = qualified(textId);
  return sql<string>`coalesce(
    (select t.text from translation t where t.text_id = ${owner} and t.locale_id = ${localeId}),
    (select t.text from translation t where t.text_id = ${owner} and t.locale_id = ${ENGLISH}),
    '')`;
}
