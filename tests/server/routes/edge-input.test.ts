import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '@server/app';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { routeTable, type AppRoute } from '@tests/support/route-table';
import { bearerFor, testApp } from '@tests/support/test-app';
import { openTestDatabase } from '@tests/support/test-database';

/** Path values no id may be: beyond 32 bits, zero, negative, exponent, huge, NUL, text. */
const BAD_PATH_VALUES = ['2147483648', '99999999999999999999', '0', '-1', '1e3', '%00', 'x%00y', 'abc'];

/** The call that ends the caller's session. */
const LOGOUT_PATH = '/api/secured/user/logout';

/** Query strings every route gets: NUL, ids beyond 32 bits, an impossible date in a list filter, repeats. */
const BAD_QUERIES = [
  'searchText=%00&mail=a%00b%40example.com&email=a%00b%40example.com',
  'userId=2147483648&farmId=2147483648&unitId=2147483648&start=0&limit=20',
  `filter=${encodeURIComponent(JSON.stringify([{ operator: 'gte', property: 'unit_data_creation', value: '2026-02-30' }]))}`,
  `filter=${encodeURIComponent(JSON.stringify([{ operator: 'eq', property: 'unit_type_id', value: 2147483648 }]))}`,
  'userId=1&userId=2&searchText=a&searchText=b',
];

/** Bodies every writing route gets: NUL, ids beyond 32 bits, an impossible date, nesting, wrong types. */
const BAD_BODIES: Record<string, unknown>[] = [
  { email: 'farmer\u0000@example.com', password: 'Demo#2026pass', description: 'a\u0000b', name: '\u0000' },
  {
    id: 2147483648,
    userId: 2147483648,
    farmId: 2147483648,
    questionnaireDicId: 2147483648,
    version: 2147483648,
  },
  {
    id: 1,
    questionId: 1,
    filledQuestionListId: 1,
    answerTypeDicId: 9,
    version: 0,
    answers: [{ answer: '30/02/2026' }],
  },
  { dateFrom: '2026-02-30', dateTo: '2026-13-01', value: '2026-02-30' },
  { deep: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) as unknown },
  { id: 'x', answers: 'none', userId: [], farmId: {} },
];

const CALLERS = ['anonymous', 'admin', 'farmer', 'expert', 'observer'] as const;
type Caller = (typeof CALLERS)[number];

/** Requests of the generated cases sent at once. */
const IN_FLIGHT = 4;

function withValue(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+|\{\*rest\}/g, value);
}

/**
 * Every request of the generated cases for one route: each bad path value once, each with one of the
 * bad query strings in turn (so a route with parameters gets every path value and every query string
 * without their full cross product), each bad query string on a route without parameters, and each bad
 * body on a writing route. Random path, query and body values in every combination of broken parts are
 * endpoint-fuzz.test.ts's.
 */
function casesOf(route: AppRoute): { label: string; path: string; body?: Record<string, unknown> }[] {
  const hasParams = /:[A-Za-z]+/.test(route.path);
  const paths = hasParams
    ? BAD_PATH_VALUES.map((value, index) => ({
        path: withValue(route.path, value),
        query: BAD_QUERIES[index % BAD_QUERIES.length] ?? '',
      }))
    : BAD_QUERIES.map((query) => ({ path: route.path, query }));
  const cases = paths.map(({ path, query }) => ({ label: `${path}?${query}`, path: `${path}?${query}` }));
  if (route.method !== 'get') {
    const goodPath = withValue(route.path, '1');
    for (const body of BAD_BODIES)
      cases.push({
        label: `${goodPath} ${JSON.stringify(body).slice(0, 60)}`,
        path: goodPath,
        body,
      } as never);
  }
  return cases;
}

/**
 * Edge input on every route of the app (read from its routers), with and without a session: ids beyond
 * the database's 32-bit integers, NUL characters, impossible dates, repeated and wrongly typed fields.
 * Each gets an answer in the API's shape and never a 5xx.
 */
describe('edge input never makes the server fail', () => {
  let database: Database;
  let app: Express;
  let server: Server;
  let callers: Record<Caller, string | undefined>;
  const bearerOf = (role: string) => bearerFor(app, `${role}@example.com`, DEMO_PASSWORD);

  beforeAll(async () => {
    database = await openTestDatabase();
    app = testApp(database).app;
    server = app.listen(0);
    callers = {
      anonymous: undefined,
      admin: await bearerOf('admin'),
      farmer: await bearerOf('farmer'),
      expert: await bearerOf('expert'),
      observer: await bearerOf('observer'),
    };
  });
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await database.close();
  });

  it('finds the API’s routes to try', () => {
    const routes = routeTable(app).filter((route) => route.path.startsWith('/api'));
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'post', path: '/api/secured/question/save' });
    // Every query string goes with some path value on a route with parameters.
    expect(BAD_PATH_VALUES.length).toBeGreaterThanOrEqual(BAD_QUERIES.length);
  });

  // One test per caller keeps each within the time limit on a busy machine; a few requests go at once
  // to one listening server (supertest would otherwise open a server per request).
  it.each(CALLERS)(
    'answers every generated case of every route with a 4xx or a success, never a 5xx (%s)',
    async (caller) => {
      const failures: string[] = [];
      const bearer = callers[caller];
      const routes = routeTable(app).filter((route) => route.path.startsWith('/api'));
      const cases = routes.flatMap((route) => casesOf(route).map((edge) => ({ route, edge })));
      // A logout that passes ends the caller's session: the other routes are tried first, with it.
      const endsSession = (path: string) => path === LOGOUT_PATH;
      for (const batch of [
        cases.filter(({ route }) => !endsSession(route.path)),
        cases.filter(({ route }) => endsSession(route.path)),
      ]) {
        for (let first = 0; first < batch.length; first += IN_FLIGHT) {
          await Promise.all(
            batch.slice(first, first + IN_FLIGHT).map(async ({ route, edge }) => {
              let call = request(server)[route.method](edge.path);
              if (bearer) call = call.set('Authorization', bearer);
              const reply = edge.body ? await call.send(edge.body) : await call;
              if (reply.status >= 500)
                failures.push(`${caller} ${route.method.toUpperCase()} ${edge.label} → ${reply.status}`);
            }),
          );
        }
      }
      expect(failures).toEqual([]);
      // The tests below use the caller's session again.
      if (bearer) callers[caller] = await bearerOf(caller);
    },
  );

  it('refuses an id beyond 32 bits on a public call, naming the field', async () => {
    const reply = await request(app)
      .get('/api/region/list/2147483648')
      .set('Accept-Language', 'de')
      .expect(400);
    expect(reply.body).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    expect(reply.body.details.join(' ')).toMatch(/id/);
    await request(app).get('/api/region/list/2147483647').expect(200);
  });

  it('refuses a NUL in a query, a form field and a JSON body as bad input', async () => {
    const search = await request(app)
      .get('/api/secured/farm/list2?searchText=%00')
      .set('Authorization', callers.farmer ?? '')
      .expect(400);
    expect(search.body.error).toBe('VALIDATION_FAILED');
    const login = await request(app)
      .post('/api/user/login/web')
      .type('form')
      .send({ email: 'farmer@example.com\u0000', password: DEMO_PASSWORD })
      .expect(400);
    expect(login.body.details).toEqual(['body.email: NUL']);
    await request(app)
      .put('/api/secured/farm/1')
      .set('Authorization', callers.farmer ?? '')
      .send({ description: 'Meadow\u0000' })
      .expect(400);
  });

  it('refuses an impossible date in a list filter, naming the field', async () => {
    const filter = encodeURIComponent(
      JSON.stringify([{ operator: 'gte', property: 'unit_data_creation', value: '2026-02-30' }]),
    );
    const reply = await request(app)
      .get(`/api/secured/farm/list2?filter=${filter}`)
      .set('Authorization', callers.farmer ?? '')
      .expect(400);
    expect(reply.body.details).toEqual(['filter.unit_data_creation: not a date (YYYY-MM-DD)']);
  });

  it('answers a missing asset with 404, not 500', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'fq-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(distDir, 'assets', 'app.js'), 'export {};');
    const withApps = createApp({ database, distDir });
    await request(withApps).get('/assets/app.js').expect(200);
    const missing = await request(withApps).get('/assets/missing.js').expect(404);
    expect(missing.body.error).toBe('NOT_FOUND');
  });
});
