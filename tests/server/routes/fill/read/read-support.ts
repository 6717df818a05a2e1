import request from 'supertest';
import type { Database } from '@server/data/database';
import { schemaRef } from '@schemas/index';
import { compiledValidator } from '@server/shared/schema-validator';
import type { RoleName } from '../../questionnaire/questionnaire-fixture';
import type { FillFixture } from '../fill-fixture';

export const SECURED = '/api/secured';

/** GET of a secured call as a demo role, with an optional query and Accept-Language. */
export function getAs(
  f: FillFixture,
  role: RoleName,
  path: string,
  query: Record<string, string | number> = {},
  language?: string,
) {
  const call = request(f.app).get(`${SECURED}/${path}`).query(query).set('Authorization', f.bearer[role]);
  return language ? call.set('Accept-Language', language) : call;
}

/** The errors of a value against a definition of schemas/api/fill.schema.json (the generated types' source). */
export function shapeErrors(definition: string, value: unknown): string[] {
  const check = compiledValidator(schemaRef('api/fill', definition));
  return check(value)
    ? []
    : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

/** Every item of a list against a definition. */
export function listShapeErrors(definition: string, value: unknown): string[] {
  if (!Array.isArray(value)) return ['not a list'];
  return value.flatMap((item: unknown, index) =>
    shapeErrors(definition, item).map((error) => `[${index}]${error}`),
  );
}

interface QueryingClient {
  query: (...args: never[]) => unknown;
}

function isQueryingClient(value: unknown): value is QueryingClient {
  return typeof value === 'object' && value !== null && 'query' in value && typeof value.query === 'function';
}

/**
 * Counts the statements the driver runs (PGlite's client or node-postgres' pool, both reached through
 * drizzle's `$client`), to pin down that a call runs a fixed number of queries.
 */
export function countQueries(database: Database): { count: () => number; restore: () => void } {
  const client: unknown = Reflect.get(database.db, '$client');
  if (!isQueryingClient(client)) throw new Error('The driver has no query method to count');
  const spy = vi.spyOn(client, 'query');
  return { count: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
}
