import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import { selectRows } from './test-database';

/**
 * Rows a refused request may legitimately write, left out of a digest: per table, the condition
 * (SQL over the table's columns) such rows meet, e.g. the security log's failed logins.
 */
export type RefusalWrites = Readonly<Record<string, SQL>>;

/**
 * A digest of every row of every table in the application's schema: one statement, each table's rows
 * as JSON text in a stable order, hashed. Equal digests before and after a request mean it wrote nothing.
 * `except` names the rows a refused request may legitimately write.
 */
export async function databaseDigest(database: Database, except: RefusalWrites = {}): Promise<string> {
  const tables = await selectRows(
    database,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.map((row) => String(row.name));
  const perTable = names.map((name) => {
    const kept = except[name] ? sql`where not (${except[name]})` : sql``;
    return sql`select ${name} as name, coalesce((select string_agg(row_to_json(t)::text, ',' order by row_to_json(t)::text) from ${sql.identifier(name)} t ${kept}), '') as rows`;
  });
  const [row] = await selectRows(
    database,
    sql`select md5(string_agg(name || ':' || rows, ';' order by name)) as digest from (${sql.join(perTable, sql` union all `)}) tables`,
  );
  return String(row?.digest);
}

/**
 * The next transaction id the server will hand out: every committed change takes one, so while it
 * stays the same nothing has been written (a read-only transaction takes none). On PostgreSQL the
 * counter is the server's, shared by every database on it: other tests move it too, which only costs
 * a digest more.
 */
async function writeMark(database: Database): Promise<string> {
  const [row] = await selectRows(database, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`);
  return String(row?.mark);
}

/** Watches a database for changes: cheap while nothing is written, a full digest when anything may have been. */
export interface ChangeWatch {
  /** Whether every table (but the excepted rows) holds what it held when the watch began. */
  unchanged(): Promise<boolean>;
}

/** Starts watching: the digest now is the one later states are compared with. */
export async function watchForChanges(database: Database, except: RefusalWrites = {}): Promise<ChangeWatch> {
  const baseline = await databaseDigest(database, except);
  let mark = await writeMark(database);
  return {
    unchanged: async () => {
      const now = await writeMark(database);
      if (now === mark) return true;
      mark = now;
      return (await databaseDigest(database, except)) === baseline;
    },
  };
}
