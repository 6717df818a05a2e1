import { sql } from 'drizzle-orm';
import { apiContract } from '@schemas/contract/index';
import type { AnswerOptionDicItem } from '@schemas/generated/api/structure-admin';
import { replyProblems } from '@tests/support/role-matrix';
import { one } from '../questionnaire/questionnaire-fixture';
import {
  ALL_LANGUAGES,
  call,
  optionEntry,
  optionOrder,
  structureFixture,
  structureState,
  type StructureFixture,
} from './question-support';

describe('the answer option calls change and read options', () => {
  let f: StructureFixture;
  let combo: number;
  let withValue: number;

  beforeAll(async () => {
    f = await structureFixture();
    combo = await f.dic.question('legal_form');
    withValue = await f.dic.question('heating_fuels');
  });
  afterAll(async () => {
    await f.close();
  });

  const count = async (query: ReturnType<typeof sql>) => Number((await one(f.database, query)).count);
  const ids = async (questionId: number) => (await optionOrder(f, questionId)).map(([id]) => id);

  async function list(questionId: number): Promise<AnswerOptionDicItem[]> {
    const reply = await call(
      f,
      'admin',
      'get',
      `question/answer/dic/list?questionDicId=${questionId}&localeDicId=3`,
    );
    expect(reply.status).toBe(200);
    expect(replyProblems(apiContract.optionDicList, reply.body.data)).toEqual([]);
    return reply.body.data;
  }

  it('lists a question’s options in their order with every translation', async () => {
    const items = await list(combo);
    expect(items.map((item) => item.id)).toEqual(await ids(combo));
    expect(items.map((item) => item.orderKey)).toEqual(items.map((_, index) => index + 1));
    expect(items[0]).toMatchObject({
      questionId: combo,
      answerTypeDicId: 4,
      hasInput: false,
      hasAnswers: false,
    });
    expect(items[0]?.name).toBe(items[0]?.text.translations.find((entry) => entry.localeDicId === 3)?.text);
  });

  it('adds an option at the end; an input by default only where the answer kind takes a value', async () => {
    const before = await ids(combo);
    const plain = await call(f, 'admin', 'post', 'question/answer/dic').send(
      optionEntry(combo, { shortName: null }),
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(replyProblems(apiContract.addOptionDic, plain.body.data)).toEqual([]);
    expect(plain.body.data).toMatchObject({
      questionId: combo,
      hasInput: false,
      shortName: null,
      orderKey: before.length + 1,
      skipQuestions: 0,
      skipQuestionsOffset: 0,
      isActive: true,
    });
    expect(await ids(combo)).toEqual([...before, plain.body.data.id]);

    const valued = await call(f, 'admin', 'post', 'question/answer/dic').send(
      optionEntry(withValue, { shortName: 'wood', min: 0, max: '500' }),
    );
    expect(valued.status, JSON.stringify(valued.body)).toBe(200);
    expect(valued.body.data).toMatchObject({ hasInput: true, shortName: 'wood', min: 0, max: 500 });

    const withoutInput = await call(f, 'admin', 'post', 'question/answer/dic').send(
      optionEntry(withValue, { shortName: null, hasInput: false }),
    );
    expect(withoutInput.body.data).toMatchObject({ hasInput: false, shortName: null });
  });

  it('edits an option in place, keeping what the entry leaves out', async () => {
    const [first, second] = await ids(combo);
    const reply = await call(f, 'admin', 'put', `question/answer/dic?answerDicId=${second}`).send(
      optionEntry(combo, {
        text: ALL_LANGUAGES('Partners'),
        shortName: 'prt',
        skipQuestions: 2,
        skipQuestionsOffset: '1',
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: second,
      name: 'Partners en',
      shortName: 'prt',
      skipQuestions: 2,
      skipQuestionsOffset: 1,
      hasInput: false,
      isActive: true,
      orderKey: 2,
    });
    expect((await ids(combo)).slice(0, 2)).toEqual([first, second]);
  });

  it('switches an option off and on', async () => {
    const [first] = await ids(combo);
    const active = async () =>
      (await one(f.database, sql`select is_active from answer_option where id = ${first}`)).is_active;
    await call(
      f,
      'admin',
      'put',
      `question/answer/dic/setIsActive?answerDicId=${first}&isActive=false`,
    ).expect(200);
    expect(await active()).toBe(false);
    await call(
      f,
      'admin',
      'put',
      `question/answer/dic/setIsActive?answerDicId=${first}&isActive=true`,
    ).expect(200);
    expect(await active()).toBe(true);
  });

  it('swaps neighbouring options and refuses others with a 409', async () => {
    const [first, second, third] = await ids(combo);
    await call(
      f,
      'admin',
      'put',
      `question/answer/dic/swap-order?firstId=${second}&secondId=${first}`,
    ).expect(200);
    expect((await ids(combo)).slice(0, 3)).toEqual([second, first, third]);
    const before = await structureState(f);
    const reply = await call(
      f,
      'admin',
      'put',
      `question/answer/dic/swap-order?firstId=${second}&secondId=${third}`,
    );
    expect(reply.status).toBe(409);
    const otherQuestion = (await ids(withValue))[0];
    expect(
      (
        await call(
          f,
          'admin',
          'put',
          `question/answer/dic/swap-order?firstId=${third}&secondId=${otherQuestion}`,
        )
      ).status,
    ).toBe(409);
    expect(await structureState(f)).toBe(before);
  });

  it('deletes an option no answer chose, with its text, closing the gap', async () => {
    const before = await ids(combo);
    const removed = before[1] ?? 0;
    const texts = await count(sql`select count(*) as count from translated_text`);
    await call(f, 'admin', 'delete', `question/answer/dic/${removed}`).expect(200);
    expect(await ids(combo)).toEqual(before.filter((id) => id !== removed));
    expect((await optionOrder(f, combo)).map(([, key]) => key)).toEqual(
      before.slice(1).map((_, index) => index + 1),
    );
    expect(await count(sql`select count(*) as count from translated_text`)).toBe(texts - 1);
  });

  it('keeps an option an answer chose (409, translated), which can still be switched off', async () => {
    const company = await f.dic.option('legal_form', 'company');
    await f.putAnswers(await f.filled.question(f.questionnaireId.own, 'legal_form'), [
      { answerOptionId: company },
    ]);
    const before = await structureState(f);
    const reply = await call(f, 'admin', 'delete', `question/answer/dic/${company}`, 'pl');
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ success: false, error: 'STRUCTURE_HAS_ANSWERS' });
    expect(reply.body.message).toMatch(/odpowied/);
    expect(await structureState(f)).toBe(before);
    expect((await list(combo)).find((item) => item.id === company)?.hasAnswers).toBe(true);
    await call(
      f,
      'admin',
      'put',
      `question/answer/dic/setIsActive?answerDicId=${company}&isActive=false`,
    ).expect(200);
  });
});
