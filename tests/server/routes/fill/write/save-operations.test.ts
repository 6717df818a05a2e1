import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { SavedAnswer } from '@schemas/generated/answers';
import { selfRegistered } from '@tests/support/self-registered';
import { testApp } from '@tests/support/test-app';
import { selectRows } from '@tests/support/test-database';
import {
  callAs,
  fillFixtureForSuite,
  fillState,
  saveBody,
  storedState,
  type StoredState,
} from './write-support';

/**
 * Idempotent saves (issue 19): a device that filled offline sends every save with an operation id of
 * its own and sends it again whenever it did not see the reply. The server applies each operation once.
 */
describe('POST question/save with an operationId: each operation applied once', () => {
  const f = fillFixtureForSuite();
  const own = (key: string) => f.filled.question(f.questionnaireId.own, key);

  async function send(
    filledQuestionId: number,
    answers: SavedAnswer[],
    operationId: string,
    options: { version?: number; role?: 'farmer' | 'expert'; language?: string } = {},
  ) {
    const body = { ...(await saveBody(f, filledQuestionId, answers, options.version)), operationId };
    return callAs(f, options.role ?? 'farmer', 'post', 'question/save', options.language).send(body);
  }

  async function operationsOf(filledQuestionId: number) {
    return selectRows(
      f.database,
      sql`select id, user_id, version from save_operation where filled_question_id = ${filledQuestionId}`,
    );
  }

  const answerOf = (state: StoredState) => state.answers.map((row) => row.answer);

  it('applies an operation sent twice once: the repeat answers with the same version and changes nothing', async () => {
    const id = await own('year_established');
    const before = await storedState(f, id);
    const operationId = randomUUID();
    const first = await send(id, [{ answer: '1987' }], operationId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const afterFirst = await storedState(f, id);
    const everything = await fillState(f);

    // The reply was lost; the device sends the same operation with the version it knew.
    const repeat = await send(id, [{ answer: '1987' }], operationId, { version: before.version });
    expect(repeat.status, JSON.stringify(repeat.body)).toBe(200);
    expect(repeat.body.data).toEqual(first.body.data);
    expect(afterFirst.version).toBe(before.version + 1);
    expect(await storedState(f, id)).toEqual(afterFirst);
    expect(await fillState(f)).toBe(everything);
    expect(await operationsOf(id)).toEqual([
      { id: operationId, user_id: f.userId.farmer, version: before.version + 1 },
    ]);
  });

  it('answers a late repeat with the question as stored now, not undoing the saves after it', async () => {
    const id = await own('total_area');
    const start = await storedState(f, id);
    const early = randomUUID();
    expect((await send(id, [{ answer: '10' }], early)).status).toBe(200);
    expect((await send(id, [{ answer: '20' }], randomUUID())).status).toBe(200);
    const latest = await storedState(f, id);

    const repeat = await send(id, [{ answer: '10' }], early, { version: start.version });
    expect(repeat.status, JSON.stringify(repeat.body)).toBe(200);
    expect(repeat.body.data).toMatchObject({ id, version: start.version + 2, answers: [{ answer: '20' }] });
    expect(await storedState(f, id)).toEqual(latest);
    expect(answerOf(latest)).toEqual(['20']);
  });

  it('applies many copies of one operation sent at once exactly once', async () => {
    const id = await own('building_notes');
    const before = await storedState(f, id);
    const operationId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => send(id, [{ answer: 'Sent from the yard' }], operationId)),
    );
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const versions = new Set(replies.map((reply) => reply.body.data.version));
    expect([...versions]).toEqual([before.version + 1]);
    const after = await storedState(f, id);
    expect(after.version).toBe(before.version + 1);
    expect(answerOf(after)).toEqual(['Sent from the yard']);
    expect(await operationsOf(id)).toHaveLength(1);
  });

  it('refuses an operation id reused for another question, in the caller language, and changes nothing', async () => {
    const first = await own('year_established');
    const second = await own('total_area');
    const operationId = randomUUID();
    expect((await send(first, [{ answer: '1990' }], operationId)).status).toBe(200);
    const everything = await fillState(f);

    const reused = await send(second, [{ answer: '55' }], operationId, { language: 'de' });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ error: 'OPERATION_REUSED' });
    expect(reused.body.message).toMatch(/Änderung/);
    expect(await fillState(f)).toBe(everything);
  });

  it("refuses another account's operation id, even on a question that account may write", async () => {
    // PL-002's questionnaire: the farmer's unit, with the expert assigned; both may write it.
    const id = await f.filled.question(f.questionnaireId.assigned, 'building_notes');
    const operationId = randomUUID();
    expect((await send(id, [{ answer: 'Farmer wrote this' }], operationId)).status).toBe(200);
    const everything = await fillState(f);

    const expert = await send(id, [{ answer: 'Expert wrote this' }], operationId, { role: 'expert' });
    expect(expert.status, JSON.stringify(expert.body)).toBe(409);
    expect(expert.body).toMatchObject({ error: 'OPERATION_REUSED' });
    expect(await fillState(f)).toBe(everything);
    expect((await send(id, [{ answer: 'Expert wrote this' }], randomUUID(), { role: 'expert' })).status).toBe(
      200,
    );
  });

  it('gives a freshly self-registered account nothing for a known operation id: not the answers, not a change', async () => {
    const id = await own('year_established');
    const operationId = randomUUID();
    expect((await send(id, [{ answer: '1975' }], operationId)).status).toBe(200);
    const everything = await fillState(f);
    const t = testApp(f.database);
    const stranger = await selfRegistered(t, 'operation.stranger@example.com', 3);
    const body = { ...(await saveBody(f, id, [{ answer: '1975' }])), operationId };
    const reply = await request(t.app)
      .post('/api/secured/question/save')
      .set('Authorization', stranger.bearer)
      .send(body);
    expect(reply.status).toBe(404);
    expect(JSON.stringify(reply.body)).not.toContain('1975');
    expect(await fillState(f)).toBe(everything);
  });

  it('refuses an operation id that is not a UUID with a translated reason, and changes nothing', async () => {
    const id = await own('year_established');
    const everything = await fillState(f);
    const reply = await send(id, [{ answer: '1999' }], 'not-a-uuid', { language: 'pl' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect(reply.body.details.join(' ')).toContain('operationId');
    expect(await fillState(f)).toBe(everything);
  });

  it('keeps saves without an operation id working as before, recording no operation', async () => {
    const id = await own('total_area');
    const before = await operationsOf(id);
    const reply = await callAs(f, 'farmer', 'post', 'question/save').send(
      await saveBody(f, id, [{ answer: '31' }]),
    );
    expect(reply.status).toBe(200);
    expect(await operationsOf(id)).toEqual(before);
  });
});
