import type { Express } from 'express';
import request from 'supertest';
import { createApp, type AppDependencies } from '@server/app';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import type { ApiSettings } from '@server/routes/api';
import { openTestDatabase } from '@tests/support/test-database';

/**
 * Login attempts are limited as OWASP's authentication cheat sheet asks: failed attempts are counted
 * per account and per client address separately, successes never count.
 */
describe('login rate limit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A fresh app (fresh counters); the loopback is a trusted proxy when `trustProxy` says so. */
  function appWith(settings: Partial<ApiSettings> = {}, trustProxy?: AppDependencies['trustProxy']): Express {
    return createApp({ database, trustProxy, settings: { publicUrl: 'http://fields.test', ...settings } });
  }

  function login(app: Express, email: string, password: string, clientAddress?: string) {
    const call = request(app).post('/api/user/login/web').type('form');
    if (clientAddress) void call.set('X-Forwarded-For', clientAddress);
    return call.send({ email, password });
  }

  it('never refuses the right password for counting earlier successful logins (default limits)', async () => {
    const app = appWith();
    // More than the old limit of 20 requests per address.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await login(app, 'farmer@example.com', DEMO_PASSWORD).expect(200);
    }
  });

  it('never counts successes, even with tight limits and failures in between', async () => {
    const app = appWith({ loginLimit: { windowMs: 60_000, perAccount: 3, perAddress: 4 } });
    for (let round = 0; round < 10; round += 1) {
      await login(app, 'farmer@example.com', DEMO_PASSWORD).expect(200);
      await login(app, 'observer@example.com', DEMO_PASSWORD).expect(200);
    }
    // The address's and the account's budgets are untouched: three failures are still allowed.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(app, 'farmer@example.com', 'Wrong#2026pass').expect(401);
    }
    await login(app, 'farmer@example.com', DEMO_PASSWORD).expect(429);
  });

  it('locks an account after N failed logins from one address, with Retry-After, but not its owner elsewhere', async () => {
    const app = appWith({ loginLimit: { windowMs: 600_000, perAccount: 3, perAddress: 100 } }, 1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(app, 'farmer@example.com', 'Wrong#2026pass', '203.0.113.1').expect(401);
    }
    // The right password, from that address and with the e-mail written differently: locked.
    const locked = await login(app, ' Farmer@Example.com ', DEMO_PASSWORD, '203.0.113.1')
      .set('Accept-Language', 'pl')
      .expect(429);
    expect(locked.body).toMatchObject({
      success: false,
      error: 'TOO_MANY_FAILED_LOGINS',
      message: expect.stringContaining('Zbyt wiele nieudanych prób logowania'),
    });
    expect(locked.body.message).toContain('10 min');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // A stranger who knows the e-mail cannot lock its owner out: the owner logs in from elsewhere.
    await login(app, 'farmer@example.com', DEMO_PASSWORD, '198.51.100.7').expect(200);
    // Another account from the very address that failed logs in.
    await login(app, 'observer@example.com', DEMO_PASSWORD, '203.0.113.1').expect(200);
  });

  it('locks an account from everywhere once guesses spread over many addresses reach its overall limit', async () => {
    const app = appWith(
      { loginLimit: { windowMs: 600_000, perAccount: 2, perAccountEverywhere: 4, perAddress: 100 } },
      1,
    );
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      await login(app, 'farmer@example.com', 'Wrong#2026pass', address).expect(401);
    }
    const locked = await login(app, 'farmer@example.com', DEMO_PASSWORD, '198.51.100.7').expect(429);
    expect(locked.body.error).toBe('TOO_MANY_FAILED_LOGINS');
    await login(app, 'observer@example.com', DEMO_PASSWORD, '198.51.100.7').expect(200);
  });

  it('limits failed logins per address across accounts, and that address only', async () => {
    const app = appWith({ loginLimit: { windowMs: 60_000, perAccount: 2, perAddress: 5 } }, 1);
    for (let account = 0; account < 5; account += 1) {
      await login(app, `guess${account}@example.com`, 'Wrong#2026pass', '192.0.2.10').expect(401);
    }
    const blocked = await login(app, 'coordinator@example.com', DEMO_PASSWORD, '192.0.2.10').expect(429);
    expect(blocked.body.error).toBe('TOO_MANY_FAILED_LOGINS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other people behind other addresses are not affected; nor is the coordinator's account.
    await login(app, 'coordinator@example.com', DEMO_PASSWORD, '192.0.2.11').expect(200);
  });

  it('a success from an address does not erase its failures against other accounts', async () => {
    const app = appWith({ loginLimit: { windowMs: 60_000, perAccount: 10, perAddress: 3 } });
    await login(app, 'a@example.com', 'Wrong#2026pass').expect(401);
    await login(app, 'b@example.com', 'Wrong#2026pass').expect(401);
    await login(app, 'farmer@example.com', DEMO_PASSWORD).expect(200);
    await login(app, 'c@example.com', 'Wrong#2026pass').expect(401);
    await login(app, 'farmer@example.com', DEMO_PASSWORD).expect(429);
  });

  it('does not count requests that check no password (bad input, locked-out replies)', async () => {
    const app = appWith({ loginLimit: { windowMs: 60_000, perAccount: 2, perAddress: 4 } });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await request(app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'x@example.com' })
        .expect(400);
    }
    await login(app, 'x@example.com', 'Wrong#2026pass').expect(401);
    await login(app, 'x@example.com', 'Wrong#2026pass').expect(401);
    // The account is locked now; its refusals cost the address nothing.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(app, 'x@example.com', 'Wrong#2026pass').expect(429);
    }
    await login(app, 'y@example.com', 'Wrong#2026pass').expect(401);
    await login(app, 'observer@example.com', DEMO_PASSWORD).expect(200);
  });

  it('counts the real client address only behind a trusted proxy', async () => {
    const limits = { loginLimit: { windowMs: 60_000, perAccount: 100, perAddress: 2 } };
    // Untrusted: forged X-Forwarded-For addresses are all the one real client.
    const direct = appWith(limits);
    await login(direct, 'a@example.com', 'Wrong#2026pass', '192.0.2.1').expect(401);
    await login(direct, 'b@example.com', 'Wrong#2026pass', '192.0.2.2').expect(401);
    await login(direct, 'c@example.com', 'Wrong#2026pass', '192.0.2.3').expect(429);

    // A trusted proxy in front: each forwarded address has its own budget.
    const proxied = appWith(limits, ['loopback']);
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await login(proxied, 'a@example.com', 'Wrong#2026pass', address).expect(401);
      await login(proxied, 'b@example.com', 'Wrong#2026pass', address).expect(401);
    }
    await login(proxied, 'c@example.com', 'Wrong#2026pass', '192.0.2.1').expect(429);
  });
});
