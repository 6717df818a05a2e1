import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { serverLog } from '../logger';
import { ReleasingPool } from './releasing-pool';
import * as schema from './schema/index';

export type DatabaseKind = 'pglite' | 'postgresql';
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the typed query layer, which engine runs it, and how to close it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the migrations of `migrationsFolder` with this driver's migrator. */
  applyMigrations(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a gzipped tarball, loadable with `loadDataDir`. */
  snapshot?(): Promise<Blob>;
}

// Any number that is the same for every instance: serialises migrations of instances starting together.
const MIGRATION_LOCK = 72_410_001;

/** PostgreSQL connections a server instance keeps at most (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10;

export type DatabaseTarget =
  /** `poolSize`: connections at most (DEFAULT_POOL_SIZE when undefined). */
  | { kind: 'postgresql'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined means in memory; `loadDataDir` starts from a dumped snapshot; `sharedBuffers`
   * sets PostgreSQL's shared_buffers (PGlite's default, 128MB, when undefined).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; sharedBuffers?: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgresql') {
    const pool = new ReleasingPool({
      connectionString: target.url,
      max: target.poolSize ?? DEFAULT_POOL_SIZE,
      // A request waits at most this long for a connection while the database is away, then gets a 503.
      connectionTimeoutMillis: 5_000,
    });
    // Without a listener, a connection the server ends (restart, failover, pg_terminate_backend) is an
    // unhandled 'error' event that stops the whole process. The pool drops that client by itself and
    // makes new connections once the database answers again.
    pool.on('error', (error) => {
      serverLog.error({ err: error }, 'PostgreSQL connection lost (idle)');
    });
    // A client checked out for a query or transaction has no pool listener while it works: its
    // query fails (and its request gets a 503), the event itself must not end the process.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        serverLog.error({ err: error }, 'PostgreSQL connection lost');
      });
    });
    // Fail at start, not at the first request, when the server is unreachable; the pool's timers must
    // not keep a process alive that is about to report the failure.
    await pool.query('select 1').catch(async (error: unknown) => {
      await pool.end().catch(() => undefined);
      throw error;
    });
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgresql',
      applyMigrations: (migrationsFolder) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
          await migratePostgres(db, { migrationsFolder });
        }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The migrations create pg_trgm (the lists' trigram indexes); PGlite must have it loaded.
    extensions: { pg_trgm },
    ...(target.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${target.sharedBuffers}`] }
      : {}),
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    applyMigrations: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('gzip'),
  };
}
