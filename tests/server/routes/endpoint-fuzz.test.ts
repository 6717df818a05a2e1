import type { Server } from 'node:http';
import { parse } from 'node:querystring';
import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import {
  apiContract,
  endpointPaths,
  type Endpoint,
  type EndpointName,
  type RoleName,
} from '@schemas/contract/index';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { urlencodedBody } from '@server/http/form-body';
import { compiledValidator } from '@server/shared/schema-validator';
import { watchForChanges, type ChangeWatch } from '@tests/support/database-digest';
import {
  junkJson,
  junkKey,
  junkText,
  mutated,
  mutationArbitrary,
  schemaArbitrary,
  schemaPropertyNames,
} from '@tests/support/schema-arbitraries';
import { bearerFor, testApp } from '@tests/support/test-app';
import { openTestDatabase } from '@tests/support/test-database';

/**
 * Property-based fuzzing of every endpoint of the API contract (fast-check): path parameters, query
 * strings and bodies, each either drawn from the endpoint's own request schema or broken (junk text,
 * arbitrary JSON, the schema's value with one field replaced, deleted or added). Whatever arrives, the
 * answer is never a 5xx, a refusal has the API's error shape with a code, input the request schemas
 * refuse is never accepted, and the database is as it was. Secured endpoints are sent as an
 * administrator and as a farmer where their roles allow (else as the first role that may), so the role
 * check does not hide the validation.
 *
 * Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> (and FUZZ_RUNS to change the
 * number of cases per endpoint and caller).
 */

/** Cases per endpoint and caller: about 100 endpoints × 1-2 callers stay within a minute on 2 cores. */
const RUNS = Number(process.env.FUZZ_RUNS) || 20;
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() : Number(process.env.FUZZ_SEED);

/** GET calls that change something (accepting the terms, taking a unit from the pool): writes here. */
const WRITING_GETS: ReadonlySet<EndpointName> = new Set(['acceptTerms', 'activateUnit']);

type Caller = 'anonymous' | 'admin' | 'farmer' | 'coordinator' | 'expert' | 'observer';

const ACCOUNT_OF: Record<RoleName, Caller> = {
  administrator: 'admin',
  farmer: 'farmer',
  coordinator: 'coordinator',
  expert: 'expert',
  observer: 'observer',
};

/** Who sends an endpoint's cases: nobody for a public one; administrator and farmer where allowed. */
function callersOf(endpoint: Endpoint): Caller[] {
  if (endpoint.roles === 'public') return ['anonymous'];
  const preferred = (['administrator', 'farmer'] as const).filter((role) => endpoint.roles.includes(role));
  const roles: readonly RoleName[] = preferred.length > 0 ? preferred : endpoint.roles.slice(0, 1);
  return roles.map((role) => ACCOUNT_OF[role]);
}

interface FuzzCase {
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** undefined: no body sent. */
  body: unknown;
}

type Part = 'params' | 'query' | 'body';

const stringRecord = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === 'object' && value !== null ? value : {}).map(([key, item]) => [
      key,
      typeof item === 'string' ? item : JSON.stringify(item),
    ]),
  );

function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
}

/** A record part (params, query, form body) whose values travel as text. */
function textPart(ref: string | undefined, names: readonly string[], broken: boolean) {
  const valid = ref ? schemaArbitrary(ref).map(stringRecord) : fc.constant({});
  if (!broken) return valid;
  const keys = fc.oneof(fc.constantFrom(...names, 'id'), junkKey);
  return fc.oneof(
    fc.dictionary(keys, junkText, { minKeys: 1, maxKeys: 4 }),
    fc
      .tuple(valid, mutationArbitrary(junkText))
      .map(([value, mutation]) => stringRecord(mutated(value, mutation))),
  );
}

function paramsPart(endpoint: Endpoint, path: string, broken: boolean): fc.Arbitrary<Record<string, string>> {
  const names = paramNames(path);
  if (names.length === 0) return fc.constant({});
  const valid = endpoint.params
    ? schemaArbitrary(endpoint.params).map(stringRecord)
    : fc.record(Object.fromEntries(names.map((name) => [name, fc.constant('1')])));
  if (!broken) return valid;
  // Every parameter junk, or only one of them (the others as the schema wants them).
  return fc.oneof(
    fc.record(Object.fromEntries(names.map((name) => [name, junkText]))),
    fc
      .tuple(valid, fc.constantFrom(...names), junkText)
      .map(([value, name, junk]) => ({ ...value, [name]: junk })),
  );
}

function bodyPart(endpoint: Endpoint, broken: boolean): fc.Arbitrary<unknown> {
  if (endpoint.method === 'GET') return fc.constant(undefined);
  const names = endpoint.body ? schemaPropertyNames(endpoint.body) : [];
  if (endpoint.encoding === 'form') return textPart(endpoint.body, names, broken);
  const valid = endpoint.body ? schemaArbitrary(endpoint.body) : fc.constant(undefined);
  if (!broken) return valid;
  const keys = fc.oneof(fc.constantFrom(...names, 'id'), junkKey);
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(keys, junkJson, { minKeys: 1, maxKeys: 5 }),
    fc.tuple(valid, mutationArbitrary(junkJson)).map(([value, mutation]) => mutated(value, mutation)),
  );
}

/** A part's arbitraries, built once: as its schema wants it, and broken. */
interface PartArbitraries<T> {
  valid: fc.Arbitrary<T>;
  broken: fc.Arbitrary<T>;
}

const bothWays = <T>(make: (broken: boolean) => fc.Arbitrary<T>): PartArbitraries<T> => ({
  valid: make(false),
  broken: make(true),
});

/** The cases of one endpoint: any subset of its parts broken, the rest drawn from its schemas. */
function casesOf(endpoint: Endpoint): fc.Arbitrary<FuzzCase> {
  const paths = endpointPaths(endpoint);
  const parts: Part[] = ['params', 'query', ...(endpoint.method === 'GET' ? [] : ['body' as const])];
  const params = new Map(
    paths.map((path) => [path, bothWays((broken) => paramsPart(endpoint, path, broken))]),
  );
  const queryNames = endpoint.query ? schemaPropertyNames(endpoint.query) : [];
  const query = bothWays((broken) => textPart(endpoint.query, queryNames, broken));
  const body = bothWays((broken) => bodyPart(endpoint, broken));
  const pick = <T>(arbitraries: PartArbitraries<T> | undefined, broken: boolean): fc.Arbitrary<T> => {
    if (!arbitraries) throw new Error('No arbitraries for a path of the endpoint');
    return broken ? arbitraries.broken : arbitraries.valid;
  };
  return fc.tuple(fc.constantFrom(...paths), fc.subarray(parts)).chain(([path, broken]) =>
    fc.record({
      path: fc.constant(path),
      params: pick(params.get(path), broken.includes('params')),
      query: pick(query, broken.includes('query')),
      body: pick(body, broken.includes('body')),
    }),
  );
}

function urlOf(fuzz: FuzzCase): string {
  const path = fuzz.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(fuzz.params[name] ?? ''),
  );
  const query = new URLSearchParams(fuzz.query).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** What the server's query parser (Express's 'simple' one: node's querystring) makes of a query. */
const queryAsParsed = (record: Record<string, string>): unknown => ({
  ...parse(new URLSearchParams(record).toString()),
});

/**
 * The server's urlencoded body parser alone, answering what it made of a form body. Form bodies are
 * modelled with the parser itself: it drops fields such as `__proto__` or an empty name, which node's
 * querystring keeps, so a login with an extra `__proto__` field reaches the login (and fails there).
 */
const formParserApp = () =>
  express().post('/', urlencodedBody('1mb'), (req, res) => {
    res.json(req.body ?? {});
  });

/** The body as the server's body parsers leave it for the schema check; undefined: they refuse it. */
async function bodyAsParsed(
  endpoint: Endpoint,
  fuzz: FuzzCase,
  formParser: Server,
): Promise<{ value: unknown } | undefined> {
  if (endpoint.method === 'GET' || fuzz.body === undefined) return { value: {} };
  if (endpoint.encoding === 'form') {
    const reply = await request(formParser).post('/').type('form').send(stringRecord(fuzz.body));
    return reply.status === 200 ? { value: reply.body as unknown } : undefined;
  }
  // JSON.parse, as the JSON parser, keeps a `__proto__` key as a field, which the schemas refuse.
  const value = JSON.parse(JSON.stringify(fuzz.body) ?? '{}') as unknown;
  // The JSON parser takes objects and arrays only (strict); anything else is refused before the schema.
  return typeof value === 'object' && value !== null ? { value } : undefined;
}

/** Whether the endpoint's request schemas accept the case as the server will see it. */
async function acceptedBySchemas(endpoint: Endpoint, fuzz: FuzzCase, formParser: Server): Promise<boolean> {
  const accepts = (ref: string | undefined, value: unknown) => !ref || compiledValidator(ref)(value);
  const body = await bodyAsParsed(endpoint, fuzz, formParser);
  return (
    Object.values(fuzz.params).every((value) => value !== '') &&
    accepts(endpoint.params, fuzz.params) &&
    accepts(endpoint.query, queryAsParsed(fuzz.query)) &&
    body !== undefined &&
    accepts(endpoint.body, body.value)
  );
}

function send(server: Server, endpoint: Endpoint, fuzz: FuzzCase, bearer: string | undefined) {
  const method = ({ GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const)[endpoint.method];
  let call = request(server)[method](urlOf(fuzz));
  if (bearer) call = call.set('Authorization', bearer);
  if (fuzz.body === undefined || endpoint.method === 'GET') return call;
  if (endpoint.encoding === 'form') return call.type('form').send(stringRecord(fuzz.body));
  return call.set('Content-Type', 'application/json').send(JSON.stringify(fuzz.body));
}

const fuzzed = (Object.entries(apiContract) as [EndpointName, Endpoint][]).flatMap(([name, endpoint]) =>
  callersOf(endpoint).map((caller) => [`${name} as ${caller}`, name, endpoint, caller] as const),
);

describe('every endpoint under fuzzed input (fast-check prints the seed of a failure: rerun with FUZZ_SEED)', () => {
  let database: Database;
  let server: Server;
  let formParser: Server;
  let bearers: Record<Caller, string | undefined>;
  let watch: ChangeWatch;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { app } = testApp(database);
    server = app.listen(0);
    formParser = formParserApp().listen(0);
    const bearerOf = (account: string) => bearerFor(app, `${account}@example.com`, DEMO_PASSWORD);
    bearers = {
      anonymous: undefined,
      admin: await bearerOf('admin'),
      farmer: await bearerOf('farmer'),
      coordinator: await bearerOf('coordinator'),
      expert: await bearerOf('expert'),
      observer: await bearerOf('observer'),
    };
    watch = await watchForChanges(database);
  });
  // One digest for every endpoint, as nothing may change; after an endpoint that changed something
  // (and failed for it), the next compares with the data as it is now.
  beforeEach(async () => {
    if (!(await watch.unchanged())) watch = await watchForChanges(database);
  });
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await new Promise((closed) => formParser.close(closed));
    await database.close();
  });

  it('sends every endpoint of the contract', () => {
    const names = new Set(fuzzed.map(([, name]) => name));
    expect([...names].sort()).toEqual(Object.keys(apiContract).sort());
  });

  it.each(fuzzed)(
    '%s: never a 5xx, refusals in the API shape, nothing changed',
    async (_label, name, endpoint, caller) => {
      const writes = endpoint.method !== 'GET' || WRITING_GETS.has(name);
      await fc.assert(
        fc.asyncProperty(casesOf(endpoint), async (fuzz) => {
          const accepted = await acceptedBySchemas(endpoint, fuzz, formParser);
          // A write the schemas accept may succeed and change the data: only refused writes are sent.
          fc.pre(!(accepted && writes));
          const reply = await send(server, endpoint, fuzz, bearers[caller]);
          const what = `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
          expect(reply.status, what).toBeLessThan(500);
          if (reply.status >= 400) {
            expect(reply.body, what).toMatchObject({
              success: false,
              error: expect.stringMatching(/^[A-Z_]+$/),
              message: expect.any(String),
            });
          }
          if (!accepted) expect(reply.status, what).toBeGreaterThanOrEqual(400);
          expect(await watch.unchanged(), `the data changed: ${what}`).toBe(true);
        }),
        { numRuns: RUNS, seed: SEED, maxSkipsPerRun: 100 },
      );
    },
  );
});
