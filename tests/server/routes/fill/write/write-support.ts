import { sql } from 'drizzle-orm';
import request, { type Response } from 'supertest';
import type { SavedAnswer } from '@schemas/generated/answers';
import { schemaRef } from '@schemas/index';
import { compiledValidator } from '@server/shared/schema-validator';
import { selectRows } from '@tests/support/test-database';
import { one, type RoleName } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';

export const SECURED = '/api/secured';

/** A secured call as a demo role, with an optional Accept-Language. */
export function callAs(
  f: FillFixture,
  role: RoleName,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  language?: string,
) {
  const call = request(f.app)[method](`${SECURED}/${path}`).set('Authorization', f.bearer[role]);
  return language ? call.set('Accept-Language', language) : call;
}

/** A filled question as stored: its version, saving time and answers. */
export interface StoredState {
  version: number;
  savedAt: string | null;
  answers: Record<string, unknown>[];
}

export async function storedState(f: FillFixture, filledQuestionId: number): Promise<StoredState> {
  const question = await one(
    f.database,
    sql`select version, saved_at from filled_question where id = ${filledQuestionId}`,
  );
  const answers = await selectRows(
    f.database,
    sql`select answer_option_id as "answerListId", answer, text, geom_answer as "geomAnswer",
          grid_geom_answer as "gridGeomAnswer"
        from answer where filled_question_id = ${filledQuestionId} order by id`,
  );
  const savedAt = question.saved_at;
  return {
    version: Number(question.version),
    savedAt: savedAt instanceof Date ? savedAt.toISOString() : savedAt === null ? null : String(savedAt),
    answers,
  };
}

/** Everything the fill writes could change, to pin down that a refused call changed nothing. */
export async function fillState(f: FillFixture): Promise<string> {
  const rows = await selectRows(
    f.database,
    sql`select
      (select json_agg(a order by a.id) from (select id, filled_question_id, answer_option_id, answer, text,
        geom_answer, grid_geom_answer from answer) a) as answers,
      (select json_agg(q order by q.id) from (select id, version, saved_at from filled_question) q) as questions,
      (select json_agg(l order by l.id) from (select id, filled_subform_id, question_group_id, name, order_key
        from filled_question_list) l) as instances,
      (select json_agg(ff order by ff.id) from (select id, status, submitted_at from filled_form) ff) as forms`,
  );
  return JSON.stringify(rows);
}

/** The save body the fill screen sends for a filled question: its ids, type and the version given or stored. */
export async function saveBody(
  f: FillFixture,
  filledQuestionId: number,
  answers: SavedAnswer[],
  version?: number,
): Promise<Record<string, unknown>> {
  const row = await one(
    f.database,
    sql`select fq.filled_question_list_id, fq.version, fq.question_id, q.answer_type_id
        from filled_question fq join question q on q.id = fq.question_id where fq.id = ${filledQuestionId}`,
  );
  return {
    id: filledQuestionId,
    questionId: Number(row.question_id),
    filledQuestionListId: Number(row.filled_question_list_id),
    answerTypeDicId: Number(row.answer_type_id),
    version: version ?? Number(row.version),
    answers,
  };
}

/**
 * Saves answers of a filled question as a role, with the stored version unless one is given, and
 * checks the reply's status (200 unless another is expected).
 */
export async function save(
  f: FillFixture,
  role: RoleName,
  filledQuestionId: number,
  answers: SavedAnswer[],
  options: { version?: number; language?: string; status?: number } = {},
): Promise<Response> {
  const body = await saveBody(f, filledQuestionId, answers, options.version);
  const reply = await callAs(f, role, 'post', 'question/save', options.language).send(body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(options.status ?? 200);
  return reply;
}

/** The errors of a value against a definition of schemas/api/fill.schema.json. */
export function shapeErrors(definition: string, value: unknown): string[] {
  const check = compiledValidator(schemaRef('api/fill', definition));
  return check(value)
    ? []
    : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

/** yyyy-MM-dd `days` from now (negative: in the past). */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The fill fixture that a describe block's tests share: built in `beforeAll`, closed in `afterAll`.
 * Call it in the describe body and use the object in hooks and tests only, as it is empty until then.
 */
export function fillFixtureForSuite(): FillFixture {
  const f = {} as FillFixture;
  beforeAll(async () => {
    Object.assign(f, await fillFixture());
  });
  afterAll(async () => {
    await f.close();
  });
  return f;
}
