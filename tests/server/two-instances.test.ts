import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { start, type RunningServer } from '@server/server';
import { saveTargets } from '@tests/bench/api-volume';
import { saveBody } from '@tests/bench/save-body';
import { testDatabaseTarget, type TestDatabaseTarget } from '@tests/support/test-database';
import { testKeyPrefix, testRedis, testRedisUrl, type TestRedis } from '@tests/support/test-redis';

const redisUrl = await testRedisUrl();
/** Two instances on one database is a PostgreSQL deployment: the PostgreSQL pass runs it. */
const onPostgresql = Boolean(process.env.TEST_DATABASE_URL);

const loginLimit = { windowMs: 600_000, perAccount: 4, perAccountEverywhere: 40, perAddress: 100 };

/** One call to an instance: its status and body. */
async function call(
  server: RunningServer,
  bearer: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const reply = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(bearer ? { authorization: bearer } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}

function login(server: RunningServer, email: string, password: string) {
  return call(server, undefined, 'POST', '/user/login/web', { email, password });
}

async function bearerOn(server: RunningServer, email: string): Promise<string> {
  const reply = await login(server, email, DEMO_PASSWORD);
  expect(reply.status).toBe(200);
  const data = reply.body.data as { token: string };
  return `Bearer ${data.token}`;
}

/**
 * The server keeps no state that matters in memory: two instances on one PostgreSQL database and one
 * Redis, requests alternating between them, behave as one server would.
 */
describe.skipIf(!onPostgresql || !redisUrl)('two instances on one PostgreSQL database and one Redis', () => {
  let database: TestDatabaseTarget;
  let redis: TestRedis;
  let a: RunningServer;
  let b: RunningServer;
  let both: [RunningServer, RunningServer];

  beforeAll(async () => {
    database = await testDatabaseTarget();
    const prefix = testKeyPrefix();
    redis = await testRedis(redisUrl ?? '', prefix);
    // What the instances of a deployment share: the database, Redis and the JWT secret.
    const shared = {
      port: 0,
      host: '127.0.0.1',
      demoData: true,
      database: database.target,
      redis: { url: redisUrl ?? '', keyPrefix: prefix },
      settings: { jwtSecret: randomUUID(), loginLimit },
    };
    // One after the other: the second finds the database migrated and seeded.
    a = await start(shared);
    b = await start(shared);
    both = [a, b];
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.dispose();
    await database?.dispose();
  });

  it('takes a login made on one instance on the other', async () => {
    const bearer = await bearerOn(a, 'coordinator@example.com');
    expect((await call(b, bearer, 'GET', '/secured/questinnaire/list2?start=0&limit=5')).status).toBe(200);
    const other = await bearerOn(b, 'coordinator@example.com');
    expect((await call(a, other, 'GET', '/secured/questinnaire/list2?start=0&limit=5')).status).toBe(200);
  });

  it('reads on one instance what was saved on the other, and refuses a stale save on either', async () => {
    const farmer = await bearerOn(a, 'farmer@example.com');
    const target = (await saveTargets(a.database!)).find((question) => question.answerTypeDicId === 3);
    if (!target) throw new Error('The demo farmer has no text question to save into');
    const save = (server: RunningServer, version: number, answer: string) =>
      call(server, farmer, 'POST', '/secured/question/save', saveBody({ ...target, version, answer }));
    const read = async (server: RunningServer) =>
      (await call(server, farmer, 'GET', `/secured/question/${target.id}`)).body.data;

    const onA = await save(a, target.version, 'Saved on A');
    expect(onA.status).toBe(200);
    const versionA = target.version + 1;
    expect(onA.body.data).toMatchObject({ version: versionA });
    expect(await read(b)).toMatchObject({
      id: target.id,
      version: versionA,
      answers: [{ answer: 'Saved on A' }],
    });

    // B saves on from A's version; A, still holding that version, is told the answer moved on.
    expect((await save(b, versionA, 'Saved on B')).status).toBe(200);
    const stale = await save(a, versionA, 'Stale on A');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'STALE_ANSWER' });
    expect(await read(a)).toMatchObject({ version: versionA + 1, answers: [{ answer: 'Saved on B' }] });
  });

  it('ends on both instances a session logged out on one', async () => {
    const bearer = await bearerOn(a, 'coordinator@example.com');
    const list = '/secured/questinnaire/list2?start=0&limit=5';
    expect((await call(b, bearer, 'GET', list)).status).toBe(200);
    expect((await call(b, bearer, 'POST', '/secured/user/logout')).status).toBe(200);
    for (const server of both) expect((await call(server, bearer, 'GET', list)).status).toBe(401);
  });

  it('lists the same questionnaires and units on both instances', async () => {
    for (const email of ['coordinator@example.com', 'farmer@example.com', 'expert@example.com']) {
      const bearer = await bearerOn(a, email);
      for (const path of [
        '/secured/questinnaire/list2?start=0&limit=25',
        '/secured/farm/list2?start=0&limit=25',
      ]) {
        const [onA, onB] = await Promise.all(both.map((server) => call(server, bearer, 'GET', path)));
        expect(onA?.status).toBe(200);
        expect(onB?.body).toEqual(onA?.body);
      }
    }
  });

  it('counts failed logins over both instances: the limit trips at the same total as on one', async () => {
    // Alternating A, B, A, B: four failures in all, as many as one instance allows (perAccount 4).
    for (let attempt = 0; attempt < loginLimit.perAccount; attempt += 1) {
      const server = both[attempt % 2]!;
      expect((await login(server, 'observer@example.com', 'Wrong#2026pass')).status).toBe(401);
    }
    // Each instance alone has seen two: with counts of their own both would still let the owner in.
    for (const server of both) {
      const locked = await login(server, 'observer@example.com', DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ error: 'TOO_MANY_FAILED_LOGINS' });
    }
  });
});
