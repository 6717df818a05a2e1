import { sql } from 'drizzle-orm';
import request from 'supertest';
import type {
  AnswerOptionEntry,
  QuestionEntry,
  TranslatedText,
} from '@schemas/generated/api/structure-admin';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { bearerFor } from '@tests/support/test-app';
import { selectRows } from '@tests/support/test-database';
import { fillFixture, type FillFixture } from '../fill/fill-fixture';
import type { RoleName } from '../questionnaire/questionnaire-fixture';

export const SECURED = '/api/secured';

/** The fill fixture (demo data with lookups by structure key) and a second administrator session. */
export interface StructureFixture extends FillFixture {
  secondAdmin: string;
}

export async function structureFixture(): Promise<StructureFixture> {
  const f = await fillFixture();
  return { ...f, secondAdmin: await bearerFor(f.app, 'admin@example.com', DEMO_PASSWORD) };
}

/** A secured call with a bearer (a demo role's, or any other), optionally in a language. */
export function call(
  f: StructureFixture,
  who: RoleName | { bearer: string },
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  language?: string,
) {
  const bearer = typeof who === 'string' ? f.bearer[who] : who.bearer;
  const sent = request(f.app)[method](`${SECURED}/${path}`).set('Authorization', bearer);
  return language ? sent.set('Accept-Language', language) : sent;
}

/** A text in the given languages (locale id → text). */
export function textOf(texts: Record<number, string>, id?: number): TranslatedText {
  return {
    ...(id === undefined ? {} : { id }),
    translations: Object.entries(texts).map(([localeDicId, text]) => ({
      localeDicId: Number(localeDicId),
      text,
    })),
  };
}

export const ALL_LANGUAGES = (text: string): TranslatedText =>
  textOf({
    1: `${text} en`,
    2: `${text} pl`,
    3: `${text} de`,
    4: `${text} fi`,
    5: `${text} it`,
    6: `${text} nl`,
  });

/** A valid new integer question for a group at a number. */
export function questionEntry(
  groupId: number,
  orderKey: number,
  extra: Partial<QuestionEntry> = {},
): QuestionEntry {
  return {
    questionListDicId: groupId,
    answerTypeDicId: 1,
    text: textOf({ 1: 'How many sheds?', 2: 'Ile budynków?' }),
    shortName: 'sheds',
    questionOrderKey: orderKey,
    min: 0,
    max: '50',
    category: 'Buildings',
    ...extra,
  };
}

/** A valid new option of a question, its text in every language. */
export function optionEntry(questionId: number, extra: Partial<AnswerOptionEntry> = {}): AnswerOptionEntry {
  return { questionId, text: ALL_LANGUAGES('Straw'), shortName: 'straw', ...extra };
}

/** A group's questions as stored, in order: [id, order key]. */
export async function questionOrder(f: FillFixture, groupId: number): Promise<[number, number][]> {
  const rows = await selectRows(
    f.database,
    sql`select id, order_key from question where question_group_id = ${groupId} order by order_key, id`,
  );
  return rows.map((row) => [Number(row.id), Number(row.order_key)]);
}

/** A question's options as stored, in order: [id, order key]. */
export async function optionOrder(f: FillFixture, questionId: number): Promise<[number, number][]> {
  const rows = await selectRows(
    f.database,
    sql`select id, order_key from answer_option where question_id = ${questionId} order by order_key, id`,
  );
  return rows.map((row) => [Number(row.id), Number(row.order_key)]);
}

/** Everything the question and option calls could change, to pin down that a refused call changed nothing. */
export async function structureState(f: FillFixture): Promise<string> {
  const rows = await selectRows(
    f.database,
    sql`select
      (select json_agg(q order by q.id) from (select id, question_group_id, answer_type_id, short_name, text_id,
        group_heading_text_id, tip_text_id, category, min, max, max_answer_question_id, options_from_question_id,
        order_key, is_active
        from question) q) as questions,
      (select json_agg(o order by o.id) from (select id, question_id, text_id, short_name, has_input, min, max,
        skip_questions, skip_questions_offset, order_key, is_active from answer_option) o) as options,
      (select json_agg(t order by t.text_id, t.locale_id) from translation t) as translations,
      (select count(*) from translated_text) as texts,
      (select json_agg(fq order by fq.id) from (select id, question_id from filled_question) fq) as filled_questions,
      (select json_agg(a order by a.id) from (select id, answer_option_id from answer) a) as answers`,
  );
  return JSON.stringify(rows);
}

/** Every call of the question and option dictionary, sent at demo rows (ids found by structure key). */
export interface QuestionCall {
  name: string;
  send(f: StructureFixture, who: RoleName | { bearer: string }): Promise<request.Response>;
}

export function questionCalls(): QuestionCall[] {
  const groupOf = (f: StructureFixture) => f.dic.group('farm_holder');
  const questionOf = (f: StructureFixture) => f.dic.question('legal_form');
  const optionOf = (f: StructureFixture) => f.dic.option('legal_form', 'family');
  return [
    {
      name: 'GET question/dic/list/group',
      send: async (f, who) =>
        call(f, who, 'get', `question/dic/list/group?questionListDicId=${await groupOf(f)}`),
    },
    {
      name: 'GET question/dic/{id}',
      send: async (f, who) => call(f, who, 'get', `question/dic/${await questionOf(f)}`),
    },
    {
      name: 'POST question/dic',
      send: async (f, who) => call(f, who, 'post', 'question/dic').send(questionEntry(await groupOf(f), 1)),
    },
    {
      name: 'PUT question/dic',
      send: async (f, who) =>
        call(f, who, 'put', 'question/dic').send(
          questionEntry(await groupOf(f), 1, { id: await f.dic.question('year_established') }),
        ),
    },
    {
      name: 'PUT question/dic/setIsActive',
      send: async (f, who) =>
        call(
          f,
          who,
          'put',
          `question/dic/setIsActive?questionListDicId=${await groupOf(f)}&questionId=${await questionOf(f)}&isActive=false`,
        ),
    },
    {
      name: 'PUT question/dic/swap-order',
      send: async (f, who) =>
        call(
          f,
          who,
          'put',
          `question/dic/swap-order?firstId=${await f.dic.question('year_established')}&secondId=${await questionOf(f)}`,
        ),
    },
    {
      name: 'DELETE question/dic/{id}',
      send: async (f, who) => call(f, who, 'delete', `question/dic/${await f.dic.question('total_area')}`),
    },
    {
      name: 'GET question/answer/dic/list',
      send: async (f, who) =>
        call(f, who, 'get', `question/answer/dic/list?questionDicId=${await questionOf(f)}`),
    },
    {
      name: 'POST question/answer/dic',
      send: async (f, who) =>
        call(f, who, 'post', 'question/answer/dic').send(optionEntry(await questionOf(f))),
    },
    {
      name: 'PUT question/answer/dic',
      send: async (f, who) =>
        call(f, who, 'put', `question/answer/dic?answerDicId=${await optionOf(f)}`).send(
          optionEntry(await questionOf(f)),
        ),
    },
    {
      name: 'PUT question/answer/dic/setIsActive',
      send: async (f, who) =>
        call(
          f,
          who,
          'put',
          `question/answer/dic/setIsActive?answerDicId=${await optionOf(f)}&isActive=false`,
        ),
    },
    {
      name: 'PUT question/answer/dic/swap-order',
      send: async (f, who) =>
        call(
          f,
          who,
          'put',
          `question/answer/dic/swap-order?firstId=${await optionOf(f)}&secondId=${await f.dic.option('legal_form', 'partnership')}`,
        ),
    },
    {
      name: 'DELETE question/answer/dic/{id}',
      send: async (f, who) => call(f, who, 'delete', `question/answer/dic/${await optionOf(f)}`),
    },
  ];
}

/** A 400 (or other refusal) whose code is `code` and whose details name `field`. */
export function expectRefused(
  reply: request.Response,
  field: string,
  code = 'VALIDATION_FAILED',
  status = 400,
): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ success: false, error: code, message: expect.any(String) });
  const details: unknown = reply.body.details;
  expect(Array.isArray(details) ? details.join('\n') : '', JSON.stringify(reply.body)).toContain(field);
}
