import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { createApp } from '@server/app';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { errorMiddleware } from '@server/http/error-middleware';
import { requestLog } from '@server/http/request-log';
import { createLogger } from '@server/logger';
import { bearerFor } from '@tests/support/test-app';
import { openTestDatabase } from '@tests/support/test-database';

/** A logger at `info` whose lines are kept, as an operator's log collector would receive them. */
function capturedLogger() {
  const output: string[] = [];
  const destination: DestinationStream = { write: (line: string) => void output.push(line) };
  return {
    logger: createLogger('info', destination),
    output,
    lines: () => output.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request logs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('write one JSON line per request with its id, method, path, status and duration, and never the bearer token', async () => {
    const log = capturedLogger();
    const app = createApp({ database, logger: log.logger });
    const bearer = await bearerFor(app, 'admin@example.com', DEMO_PASSWORD);
    log.output.length = 0;

    const reply = await request(app)
      .get('/api/health?probe=secret-query-value')
      .set('Authorization', bearer)
      .set('Cookie', 'session=cookie-secret')
      .expect(200);

    const id = reply.get('X-Request-Id');
    expect(id).toMatch(UUID);
    await vi.waitFor(() => expect(log.output).toHaveLength(1));
    expect(log.lines()[0]).toMatchObject({
      level: 30,
      requestId: id,
      req: { method: 'GET', path: '/api/health' },
      res: { statusCode: 200 },
      durationMs: expect.any(Number),
    });
    const written = log.output.join('');
    expect(written).not.toContain(bearer.slice('Bearer '.length));
    expect(written).not.toContain('cookie-secret');
    expect(written).not.toContain('secret-query-value');
    // The login before it: its form body (the password) is not in its line either.
    expect(JSON.stringify(log.lines())).not.toContain(DEMO_PASSWORD);
  });

  it('keeps a credential out even when code logs the headers themselves', () => {
    const log = capturedLogger();
    log.logger.info({ headers: { authorization: 'Bearer abc.def.ghi', cookie: 'a=b' } }, 'careless');
    expect(log.output.join('')).not.toContain('abc.def.ghi');
    expect(log.output.join('')).not.toContain('a=b');
  });

  it('gives each request its own id, and believes an X-Request-Id only from a trusted proxy', async () => {
    const direct = capturedLogger();
    const app = createApp({ database, logger: direct.logger });
    const first = await request(app).get('/api/health').set('X-Request-Id', 'chosen-by-client');
    const second = await request(app).get('/api/health');
    expect(first.get('X-Request-Id')).toMatch(UUID);
    expect(second.get('X-Request-Id')).toMatch(UUID);
    expect(first.get('X-Request-Id')).not.toBe(second.get('X-Request-Id'));

    const behindBalancer = capturedLogger();
    const proxied = createApp({ database, logger: behindBalancer.logger, trustProxy: ['loopback'] });
    const kept = await request(proxied).get('/api/health').set('X-Request-Id', 'lb-4f1c.22');
    expect(kept.get('X-Request-Id')).toBe('lb-4f1c.22');
    await vi.waitFor(() => expect(behindBalancer.lines()[0]).toMatchObject({ requestId: 'lb-4f1c.22' }));
    // Even a trusted proxy's id is replaced when it could forge log content or is oversized.
    for (const insane of ['a"b', 'x'.repeat(200), 'two words']) {
      const replaced = await request(proxied).get('/api/health').set('X-Request-Id', insane);
      expect(replaced.get('X-Request-Id')).toMatch(UUID);
    }
  });
});

describe('a server error', () => {
  it('is logged with the request id and its stack, and the reply names only the id', async () => {
    const log = capturedLogger();
    const app = express();
    app.use(requestLog(log.logger));
    app.get('/broken', () => {
      throw new Error('database row 42 is inconsistent');
    });
    app.use(errorMiddleware);

    const reply = await request(app).get('/broken').expect(500);
    const id = reply.get('X-Request-Id');
    expect(reply.body).toEqual({
      success: false,
      error: 'INTERNAL_ERROR',
      message: expect.any(String),
      requestId: id,
    });
    expect(JSON.stringify(reply.body)).not.toContain('inconsistent');
    await vi.waitFor(() => expect(log.output).toHaveLength(1));
    const [line] = log.lines();
    expect(line).toMatchObject({
      level: 50,
      requestId: id,
      req: { method: 'GET', path: '/broken' },
      res: { statusCode: 500 },
      err: { message: 'database row 42 is inconsistent', stack: expect.stringContaining('Error') },
    });
  });

  it('is not claimed for a client error: a 4xx names no request id in its body and logs at info', async () => {
    const log = capturedLogger();
    const app = express();
    app.use(requestLog(log.logger));
    app.use(errorMiddleware);
    const reply = await request(app).get('/nothing-here').expect(404);
    expect(reply.body).not.toHaveProperty('requestId');
    await vi.waitFor(() => expect(log.lines()[0]).toMatchObject({ level: 30, res: { statusCode: 404 } }));
  });

  it('logs a request whose client went away before the reply as not answered, with no status', async () => {
    const log = capturedLogger();
    const app = express();
    app.use(requestLog(log.logger));
    let holdReply: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holdReply = resolve));
    app.get('/slow', (_req, res) => void held.then(() => res.end()));
    const server = app.listen(0);
    const { port } = server.address() as AddressInfo;
    const call = httpGet(`http://127.0.0.1:${port}/slow`);
    call.on('error', () => undefined);
    // The request has reached the route (the reply is held) before the client goes away.
    await new Promise((resolve) => setTimeout(resolve, 200));
    call.destroy();
    await vi.waitFor(() => expect(log.output).toHaveLength(1));
    holdReply();
    await new Promise((closed) => server.close(closed));
    expect(log.lines()[0]).toMatchObject({
      req: { method: 'GET', path: '/slow' },
      res: { statusCode: null },
      msg: 'GET /slow not answered (client gone)',
    });
  });
});
