import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { start, type RunningServer } from '@server/server';
import { lastMailTo } from '@tests/support/outbox';
import { bearerFor } from '@tests/support/test-app';
import { testDatabaseTarget, type TestDatabaseTarget } from '@tests/support/test-database';

describe('start() and stop()', () => {
  let database: TestDatabaseTarget;
  let server: RunningServer;
  beforeAll(async () => {
    database = await testDatabaseTarget();
    server = await start({ port: 0, host: '127.0.0.1', demoData: true, database: database.target });
  });
  afterAll(async () => {
    await server.stop();
    await database.dispose();
  });

  it('listens on a free port and reports the database kind and migration version to an administrator only', async () => {
    expect(server.port).toBeGreaterThan(0);
    const anonymous = await fetch(`${server.url}/api/health`);
    expect(anonymous.status).toBe(200);
    // Anyone learns that it is up, not what runs it.
    expect(await anonymous.json()).toEqual({ success: true, data: { status: 'ok' } });
    const asFarmer = await fetch(`${server.url}/api/health`, {
      headers: { Authorization: await bearerFor(server.url, 'farmer@example.com', DEMO_PASSWORD) },
    });
    expect(await asFarmer.json()).toEqual({ success: true, data: { status: 'ok' } });
    const reply = await fetch(`${server.url}/api/health`, {
      headers: { Authorization: await bearerFor(server.url, 'admin@example.com', DEMO_PASSWORD) },
    });
    const body = await reply.json();
    expect(body).toMatchObject({
      success: true,
      data: { status: 'ok', database: inject('templateDatabase').kind },
    });
    expect(body.data.migration.version).toBe(body.data.migration.known);
  });

  it('answers requests in flight, then stops listening and closes the database', async () => {
    const arrived = new Promise<void>((resolve) => server.httpServer.once('request', () => resolve()));
    const inFlight = fetch(`${server.url}/api/user/locale/list`);
    await arrived;
    const stopped = server.stop();
    const reply = await inFlight;
    expect((await reply.json()).data).toHaveLength(6);
    await stopped;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await expect(server.database!.db.execute('select 1')).rejects.toThrow();
  });
});

describe('stop() and work after the reply', () => {
  it('sends a password-reset mail asked for just before the stop, before the database closes', async () => {
    const database = await testDatabaseTarget();
    const outboxDir = mkdtempSync(join(tmpdir(), 'fq-stop-outbox-'));
    const server = await start({
      port: 0,
      host: '127.0.0.1',
      demoData: true,
      database: database.target,
      settings: { mail: { outboxDir } },
    });
    try {
      const reply = await fetch(`${server.url}/api/user/forgot-password?mail=observer@example.com`, {
        method: 'POST',
      });
      expect(reply.status).toBe(200);
    } finally {
      await server.stop();
      await database.dispose();
    }
    expect((await lastMailTo(outboxDir, 'observer@example.com'))?.link).toMatch(/\/user-reset-password\//);
  });
});
