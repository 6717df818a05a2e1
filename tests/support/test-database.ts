import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget } from '@server/data/database';

/** PostgreSQL server URL with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance database (CREATE / DROP DATABASE). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Where a test's own database lives, and how to throw it away afterwards. */
export interface TestDatabaseTarget {
  target: DatabaseTarget;
  dispose(): Promise<void>;
}

/**
 * A migrated and seeded database of its own for one test file: a PGlite copy of the snapshot the
 * global setup made, or, when TEST_DATABASE_URL is set, a PostgreSQL database cloned from the template.
 */
export async function testDatabaseTarget(): Promise<TestDatabaseTarget> {
  const template = inject('templateDatabase');
  if (template.kind === 'pglite') {
    const snapshot = new Blob([readFileSync(template.snapshotFile)]);
    return { target: { kind: 'pglite', loadDataDir: snapshot }, dispose: async () => undefined };
  }
  const name = `fq_test_${randomBytes(6).toString('hex')}`;
  await onServer(template.serverUrl, `create database ${name} template ${template.name}`);
  return {
    target: { kind: 'postgresql', url: withDatabaseName(template.serverUrl, name) },
    dispose: () => onServer(template.serverUrl, `drop database if exists ${name}`),
  };
}

/** An open test database (see testDatabaseTarget); closing it also throws it away. */
export async function openTestDatabase(): Promise<Database> {
  const { target, dispose } = await testDatabaseTarget();
  const database = await openDatabase(target);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dispose();
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function selectRows(database: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await database.db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows.filter(
      (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
    );
  }
  throw new Error('The driver answered without rows');
}

/** An empty, unmigrated database: in-memory PGlite, or a fresh PostgreSQL one when TEST_DATABASE_URL is set. */
export async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite' });
  const name = `fq_empty_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const database = await openDatabase({ kind: 'postgresql', url: withDatabaseName(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name}`);
    },
  };
}
