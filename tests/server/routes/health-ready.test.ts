import request from 'supertest';
import { createApp } from '@server/app';
import type { Database } from '@server/data/database';
import { lifecycle } from '@server/lifecycle';
import { emptyDatabase, openTestDatabase } from '@tests/support/test-database';

/** What a load balancer's readiness probe sees. */
describe('GET /api/health/ready', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is 200 while the instance takes requests, and 503 from the moment a stop begins', async () => {
    const running = lifecycle();
    const app = createApp({ database, lifecycle: running });
    const ready = await request(app).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ success: true, data: { status: 'ready' } });

    running.beginStopping();
    const stopping = await request(app).get('/api/health/ready').expect(503);
    expect(stopping.get('Retry-After')).toBe('5');
    // No internals: the same translated code whatever the reason.
    expect(Object.keys(stopping.body).sort()).toEqual(['error', 'message', 'requestId', 'success']);
    expect(stopping.body).toMatchObject({ success: false, error: 'NOT_READY' });
    // Every reply now asks the client to close its keep-alive connection.
    expect(stopping.get('Connection')).toBe('close');
    // Liveness stays 200: the process is alive and finishing its work.
    await request(app).get('/api/health').expect(200);
  });

  it('is 503 on a database without the migrations', async () => {
    const empty = await emptyDatabase();
    try {
      const reply = await request(createApp({ database: empty }))
        .get('/api/health/ready')
        .expect(503);
      expect(reply.body).toMatchObject({ success: false, error: 'NOT_READY' });
    } finally {
      await empty.close();
    }
  });

  it('is 503 once the database no longer answers', async () => {
    const own = await openTestDatabase();
    const app = createApp({ database: own });
    await request(app).get('/api/health/ready').expect(200);
    await own.close();
    const reply = await request(app).get('/api/health/ready').expect(503);
    expect(reply.body).toMatchObject({ success: false, error: 'NOT_READY' });
    expect(JSON.stringify(reply.body)).not.toMatch(/closed|ECONNREFUSED|pool|pglite/i);
  });
});
