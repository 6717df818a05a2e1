import { createServer } from 'node:http';
import { start, type RunningServer } from '@server/server';
import { testDatabaseTarget, type TestDatabaseTarget } from '@tests/support/test-database';

describe('proxy mode (BACKEND_URL)', () => {
  let database: TestDatabaseTarget;
  let backend: RunningServer;
  let proxy: RunningServer;
  beforeAll(async () => {
    database = await testDatabaseTarget();
    backend = await start({ port: 0, host: '127.0.0.1', demoData: true, database: database.target });
    proxy = await start({ port: 0, host: '127.0.0.1', proxyTo: backend.url });
  });
  afterAll(async () => {
    await proxy.stop();
    await backend.stop();
    await database.dispose();
  });

  it('forwards API calls, with their query and headers, to the backend', async () => {
    const direct = await (await fetch(`${backend.url}/api/country/list/2`)).json();
    const proxied = await fetch(`${proxy.url}/api/country/list/2`);
    expect(proxied.status).toBe(200);
    expect(await proxied.json()).toEqual(direct);
    const refused = await fetch(`${proxy.url}/api/country/list/abc`, {
      headers: { 'Accept-Language': 'de' },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Die Anfrage ist ungültig.');
  });

  it('forwards request bodies untouched', async () => {
    const reply = await fetch(`${proxy.url}/api/user/locale/list`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken": ',
    });
    expect(reply.status).toBe(400);
    expect((await reply.json()).error).toBe('INVALID_JSON');
  });

  it("lists the backend's answer types, not its own: the studio offers only what the backend stores", async () => {
    const proxied = await fetch(`${proxy.url}/api/answer-type/list`);
    expect(proxied.status).toBe(200);
    expect((await proxied.json()).data).toContainEqual({ id: 17, key: 'photo' });
    // A backend of the specification has no such call: its 404 reaches the studio, which then offers
    // the specification's types alone (runtime/shared/structure/dialogs/useStoredAnswerTypeIds.ts).
    const older = createServer((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: 'NOT_FOUND', message: 'Not found' }));
    });
    await new Promise<void>((resolve) => older.listen(0, '127.0.0.1', resolve));
    const address = older.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const front = await start({ port: 0, host: '127.0.0.1', proxyTo: `http://127.0.0.1:${address.port}` });
    try {
      expect((await fetch(`${front.url}/api/answer-type/list`)).status).toBe(404);
    } finally {
      await front.stop();
      await new Promise<void>((resolve) => older.close(() => resolve()));
    }
  });

  it('answers its own health check without a database', async () => {
    const reply = await (await fetch(`${proxy.url}/api/health`)).json();
    expect(reply).toEqual({ success: true, data: { status: 'ok' } });
    expect(proxy.database).toBeUndefined();
  });

  it('reports an unreachable backend as a translated 502', async () => {
    const orphan = await start({ port: 0, host: '127.0.0.1', proxyTo: 'http://127.0.0.1:9' });
    try {
      const reply = await fetch(`${orphan.url}/api/user/locale/list`, {
        headers: { 'Accept-Language': 'it' },
      });
      expect(reply.status).toBe(502);
      expect(await reply.json()).toMatchObject({
        success: false,
        error: 'BAD_GATEWAY',
        message: expect.stringMatching(/backend/),
      });
    } finally {
      await orphan.stop();
    }
  });
});
