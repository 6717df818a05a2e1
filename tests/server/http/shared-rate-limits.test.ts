import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { start, type RunningServer, type StartOptions } from '@server/server';
import { testDatabaseTarget, type TestDatabaseTarget } from '@tests/support/test-database';
import { testKeyPrefix, testRedis, testRedisUrl, type TestRedis } from '@tests/support/test-redis';

const redisUrl = await testRedisUrl();

const loginLimit = { windowMs: 600_000, perAccount: 3, perAccountEverywhere: 30, perAddress: 100 };

function login(server: RunningServer, email: string, password: string): Promise<Response> {
  return fetch(`${server.url}/api/user/login/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
}

/** A TCP relay to Redis that the test can cut and restore, as a network fault between server and Redis. */
interface RedisRelay {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

async function redisRelay(target: string): Promise<RedisRelay> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const relay = createServer((client) => {
        const upstream = connect(Number(port || 6379), hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      relay.once('error', reject);
      relay.listen(at, '127.0.0.1', () => {
        server = relay;
        resolve((relay.address() as AddressInfo).port);
      });
    });
  const relayPort = await listen(0);
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = undefined;
    });
  return {
    url: `redis://127.0.0.1:${relayPort}`,
    cut,
    restore: async () => {
      await listen(relayPort);
    },
  };
}

describe.skipIf(!redisUrl)('rate limits counted in Redis (REDIS_URL)', () => {
  const url = redisUrl ?? '';
  let database: TestDatabaseTarget;
  let prefix: string;
  let redis: TestRedis;
  const running: RunningServer[] = [];

  async function startServer(options: Partial<Extract<StartOptions, { database: unknown }>> = {}) {
    const server = await start({
      port: 0,
      host: '127.0.0.1',
      demoData: true,
      database: database.target,
      redis: { url, keyPrefix: prefix },
      settings: { loginLimit, rateLimit: { windowMs: 600_000, limit: 2 } },
      ...options,
    });
    running.push(server);
    return server;
  }

  beforeEach(async () => {
    database = await testDatabaseTarget();
    prefix = testKeyPrefix();
    redis = await testRedis(url, prefix);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    await redis.dispose();
    await database.dispose();
  });

  it('keeps each limit under a prefix of its own, for the window, and the counts outlive the instance', async () => {
    const first = await startServer();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(first, 'farmer@example.com', 'Wrong#2026pass')).status).toBe(401);
    }
    const keys = await redis.keys();
    const limits = [...keys.keys()].map((key) => key.slice(0, key.indexOf(':')));
    expect(limits.sort()).toEqual(['login-account', 'login-account-address', 'login-address']);
    for (const ttl of keys.values()) {
      expect(ttl).toBeGreaterThan(590_000);
      expect(ttl).toBeLessThanOrEqual(600_000);
    }
    expect((await login(first, 'farmer@example.com', DEMO_PASSWORD)).status).toBe(429);
    await first.stop();

    // Another instance (a restart, or the one beside it) goes on from the same counts.
    const second = await startServer();
    const locked = await login(second, 'farmer@example.com', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ error: 'TOO_MANY_FAILED_LOGINS' });
    // Without Redis an instance counts on its own, from nothing: the counts were in Redis only.
    const alone = await startServer({ redis: undefined });
    expect((await login(alone, 'farmer@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers 503 with Retry-After while Redis is away, never counting nothing, and counts again once it is back', async () => {
    const relay = await redisRelay(url);
    try {
      const server = await startServer({ redis: { url: relay.url, keyPrefix: prefix } });
      expect((await login(server, 'farmer@example.com', 'Wrong#2026pass')).status).toBe(401);
      await relay.cut();
      const refused = await login(server, 'farmer@example.com', DEMO_PASSWORD);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE' });
      await relay.restore();
      // The client reconnects by itself (backing off up to 2 s between attempts).
      await vi.waitFor(
        async () => expect((await login(server, 'farmer@example.com', 'Wrong#2026pass')).status).toBe(401),
        { timeout: 10_000, interval: 250 },
      );
      expect((await redis.keys()).size).toBe(3);
      expect((await login(server, 'farmer@example.com', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await Promise.all(running.splice(0).map((server) => server.stop()));
      await relay.cut();
    }
  });

  it('counts the e-mail sending calls in Redis too', async () => {
    const server = await startServer();
    const forgot = () =>
      fetch(`${server.url}/api/user/forgot-password?mail=observer@example.com`, { method: 'POST' });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    const refused = await forgot();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect([...(await redis.keys()).keys()]).toEqual([expect.stringMatching(/^account-mail:/)]);
  });
});
