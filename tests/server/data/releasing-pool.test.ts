import pg from 'pg';
import { ReleasingPool } from '@server/data/releasing-pool';
import { onServer, withDatabaseName } from '@tests/support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A connection ended while a client is checked out (between BEGIN and the next query, where Drizzle
 * never releases it): the pool must get the client back, or it shrinks with every drop and never ends.
 * Needs a real PostgreSQL (the CI's PostgreSQL pass).
 */
describe.skipIf(!serverUrl)('the PostgreSQL pool when a checked-out connection breaks', () => {
  it('takes the broken client back, ignores its later release, and still ends', async () => {
    const server = serverUrl ?? '';
    const name = `fq_pool_${String(process.pid)}_${String(Date.now())}`;
    await onServer(server, `create database ${name}`);
    const pool = new ReleasingPool({ connectionString: withDatabaseName(server, name), max: 2 });
    pool.on('error', () => undefined);
    try {
      const client = await pool.connect();
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const broken = new Promise<void>((resolve) => client.once('error', () => resolve()));
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await broken;

      expect(pool.totalCount).toBe(0);
      expect(() => client.release()).not.toThrow();
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
      await onServer(server, `drop database if exists ${name}`);
    }
  });
});
