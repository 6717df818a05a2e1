import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { RedisUnreachableError } from '@server/http/shared-rate-limits';
import { start, type RunningServer, type StartOptions } from '@server/server';
import { startFailureLine } from '@server/start-failure';
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

describe('start() with Redis that cannot be reached', () => {
  it('refuses to start, naming the address of REDIS_URL and not its password', async () => {
    const database = await testDatabaseTarget();
    try {
      const starting = start({
        port: 0,
        host: '127.0.0.1',
        demoData: false,
        database: database.target,
        redis: { url: 'redis://bench:s3cret-word@127.0.0.1:1' },
      });
      const error: unknown = await starting.catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(RedisUnreachableError);
      const line = startFailureLine(error, { port: 0 });
      expect(line).toMatch(/^Redis at 127\.0\.0\.1:1 \(REDIS_URL\) cannot be reached: .*ECONNREFUSED/);
      expect(line).not.toContain('s3cret');
    } finally {
      await database.dispose();
    }
  });
});

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
