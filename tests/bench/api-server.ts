import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import type { DatabaseKind } from '@server/data/database';
import { start, type RunningServer } from '@server/server';

/** A server started for the benchmark on a database of its own, and how to end both. */
export interface BenchServer {
  server: RunningServer;
  /** The database server's version (PGlite reports PostgreSQL 18, the machine's server 15). */
  databaseVersion: string;
  dispose(): Promise<void>;
}

/** The URL of another database on the same PostgreSQL server. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server's `postgres` database. */
async function queryOnServer(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** Runs one statement (create or drop database) on the server's `postgres` database. */
export async function onServer(url: string, statement: string): Promise<void> {
  await queryOnServer(url, statement);
}

/** Whether the server has a database of this name. */
export async function databaseExists(url: string, name: string): Promise<boolean> {
  const result = await queryOnServer(url, 'select 1 from pg_database where datname = $1', [name]);
  return result.rowCount === 1;
}

/** The PostgreSQL server the benchmark may create a database on, if any. */
export function benchServerUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

async function versionOf(server: RunningServer): Promise<string> {
  const result: unknown = await server.database?.db.execute('select version() as version');
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    const [row]: unknown[] = result.rows;
    if (typeof row === 'object' && row !== null && 'version' in row) {
      return String(row.version).split(' ').slice(0, 2).join(' ');
    }
  }
  return 'unknown';
}

/**
 * Starts the real server (server.ts `start()`, port 0) with the demo data on an in-memory PGlite, or
 * on a new PostgreSQL database on BENCH_DATABASE_URL / TEST_DATABASE_URL that `dispose` drops. The
 * settings are production's defaults: the rate limits only guard registration, password reset and
 * failed logins, none of which the benchmark calls.
 */
export async function startBenchServer(
  kind: DatabaseKind,
  /** PostgreSQL's pool (`--pool=N` of the benchmarks; DATABASE_POOL_SIZE's default when undefined). */
  poolSize?: number,
): Promise<BenchServer> {
  if (kind === 'pglite') {
    const server = await start({ port: 0, host: '127.0.0.1', database: { kind: 'pglite' }, demoData: true });
    return { server, databaseVersion: await versionOf(server), dispose: () => server.stop() };
  }
  const serverUrl = benchServerUrl();
  if (!serverUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const name = `fq_apibench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  try {
    const server = await start({
      port: 0,
      host: '127.0.0.1',
      database: { kind: 'postgresql', url: withDatabaseName(serverUrl, name), poolSize },
      demoData: true,
    });
    return {
      server,
      databaseVersion: await versionOf(server),
      dispose: async () => {
        await server.stop();
        await onServer(serverUrl, `drop database if exists ${name}`);
      },
    };
  } catch (error) {
    await onServer(serverUrl, `drop database if exists ${name}`);
    throw error;
  }
}

/** A port nothing listens on now, for a server started as its own process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
