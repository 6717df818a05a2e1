import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import type { Endpoint } from '@schemas/contract/index';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD, DEMO_STRUCTURE_KEY } from '@server/data/seed/demo-data';
import { replyProblems } from '@tests/support/role-matrix';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

export type DemoRole = 'admin' | 'coordinator' | 'farmer' | 'expert' | 'observer';

/** A copy of the demo database, its app, a session per demo account and a second administrator session. */
export interface StructureFixture {
  database: Database;
  t: TestApp;
  app: Express;
  bearer: Record<DemoRole | 'admin2', string>;
  demoTypeId: number;
  /** Ids of the demo structure by key. */
  dic: {
    form(key: string): Promise<number>;
    subform(key: string): Promise<number>;
    group(key: string): Promise<number>;
  };
  rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
  number(query: ReturnType<typeof sql>): Promise<number>;
  close(): Promise<void>;
}

export async function structureFixture(): Promise<StructureFixture> {
  const database = await openTestDatabase();
  const t = testApp(database);
  const login = (role: DemoRole) => bearerFor(t.app, `${role}@example.com`, DEMO_PASSWORD);
  const rows = (query: ReturnType<typeof sql>) => selectRows(database, query);
  const number = async (query: ReturnType<typeof sql>) => {
    const [row] = await rows(query);
    const value = Number(row?.id);
    if (!Number.isSafeInteger(value)) throw new Error('No such row');
    return value;
  };
  return {
    database,
    t,
    app: t.app,
    bearer: {
      admin: await login('admin'),
      admin2: await login('admin'),
      coordinator: await login('coordinator'),
      farmer: await login('farmer'),
      expert: await login('expert'),
      observer: await login('observer'),
    },
    demoTypeId: await number(sql`select id from questionnaire_type where key = ${DEMO_STRUCTURE_KEY}`),
    dic: {
      form: (key) => number(sql`select id from form where key = ${key}`),
      subform: (key) => number(sql`select id from subform where key = ${key}`),
      group: (key) => number(sql`select id from question_group where key = ${key}`),
    },
    rows,
    number,
    close: () => database.close(),
  };
}

/** A call of the structure API as the given session (path after /api/secured/). */
export function callAs(
  f: StructureFixture,
  bearer: string,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
): request.Test {
  return request(f.app)[method](`/api/secured/${path}`).set('Authorization', bearer);
}

/** The reply's data fits the contract's reply schema of the endpoint. */
export function expectContractReply(endpoint: Endpoint, data: unknown): void {
  expect(replyProblems(endpoint, data)).toEqual([]);
}

/** A text in all six languages, as the dialogs send it. */
export function allLanguages(base: string): { translations: { localeDicId: number; text: string }[] } {
  return {
    translations: ['en', 'pl', 'de', 'fi', 'it', 'nl'].map((code, index) => ({
      localeDicId: index + 1,
      text: `${base} (${code})`,
    })),
  };
}

/** The order keys of a parent's children, in order, with their ids. */
export async function orderOf(
  f: StructureFixture,
  table: 'subform' | 'question_group',
  parentId: number,
): Promise<{ id: number; orderKey: number }[]> {
  const parent = table === 'subform' ? sql.raw('form_id') : sql.raw('subform_id');
  const found = await f.rows(
    sql`select id, order_key from ${sql.raw(table)} where ${parent} = ${parentId} order by order_key, id`,
  );
  return found.map((row) => ({ id: Number(row.id), orderKey: Number(row.order_key) }));
}
