import { sql } from 'drizzle-orm';
import { apiContract } from '@schemas/contract/index';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import { replyProblems } from '@tests/support/role-matrix';
import { one } from '../questionnaire/questionnaire-fixture';
import {
  call,
  questionEntry,
  questionOrder,
  structureFixture,
  structureState,
  textOf,
  type StructureFixture,
} from './question-support';

describe('the question dictionary calls change and read questions', () => {
  let f: StructureFixture;
  let group: number;

  beforeAll(async () => {
    f = await structureFixture();
    group = await f.dic.group('farm_holder');
  });
  afterAll(async () => {
    await f.close();
  });

  const count = async (query: ReturnType<typeof sql>) => Number((await one(f.database, query)).count);
  const ids = async () => (await questionOrder(f, group)).map(([id]) => id);
  const keys = async () => (await questionOrder(f, group)).map(([, key]) => key);

  async function list(localeDicId?: number): Promise<QuestionDicItem[]> {
    const query = localeDicId === undefined ? '' : `&localeDicId=${localeDicId}`;
    const reply = await call(f, 'admin', 'get', `question/dic/list/group?questionListDicId=${group}${query}`);
    expect(reply.status).toBe(200);
    expect(replyProblems(apiContract.questionDicList, reply.body.data)).toEqual([]);
    return reply.body.data;
  }

  it('lists a group’s questions in their order, with every translation, option counts and whether answers exist', async () => {
    const items = await list(2);
    expect(items.map((item) => item.id)).toEqual(await ids());
    const legalForm = items.find((item) => item.id === items[1]?.id);
    expect(legalForm).toMatchObject({
      questionOrderKey: 2,
      optionCount: 5,
      hasAnswers: false,
      isActive: true,
    });
    expect(legalForm?.text.translations.map((entry) => entry.localeDicId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(legalForm?.name).toBe(legalForm?.text.translations.find((entry) => entry.localeDicId === 2)?.text);
  });

  it('answers one question as the envelope and as the whole response (both readings of section 7)', async () => {
    const id = await f.dic.question('year_established');
    const reply = await call(f, 'admin', 'get', `question/dic/${id}?localeDicId=1`).expect(200);
    expect(reply.body.success).toBe(true);
    expect(replyProblems(apiContract.questionDic, reply.body.data)).toEqual([]);
    const { success, data, ...topLevel } = reply.body;
    expect(success).toBe(true);
    expect(topLevel).toEqual(data);
    expect(data).toMatchObject({
      id,
      questionListDicId: group,
      answerTypeDicId: 1,
      shortName: expect.any(String),
    });
  });

  it('adds a question at its number, the questions from there one place down, with its texts', async () => {
    const before = await ids();
    const reply = await call(f, 'admin', 'post', 'question/dic').send(
      questionEntry(group, 2, {
        questionGroup: textOf({ 1: 'Buildings', 2: 'Budynki' }),
        questionTip: textOf({ 1: 'Count every shed.', 3: '' }),
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(replyProblems(apiContract.addQuestionDic, reply.body.data)).toEqual([]);
    const added: QuestionDicItem = reply.body.data;
    expect(added).toMatchObject({
      questionListDicId: group,
      answerTypeDicId: 1,
      name: 'How many sheds?',
      questionOrderKey: 2,
      min: 0,
      max: 50,
      category: 'Buildings',
      isActive: true,
      optionCount: 0,
      hasAnswers: false,
      questionGroup: {
        translations: [
          { localeDicId: 1, text: 'Buildings' },
          { localeDicId: 2, text: 'Budynki' },
        ],
      },
      // The empty German tip is not stored: it falls back to English on the screens.
      questionTip: { translations: [{ localeDicId: 1, text: 'Count every shed.' }] },
    });
    expect(await ids()).toEqual([before[0], added.id, ...before.slice(1)]);
    expect(await keys()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('adds at the end with the number count plus one', async () => {
    const before = await ids();
    const reply = await call(f, 'admin', 'post', 'question/dic').send(
      questionEntry(group, before.length + 1, { shortName: 'last.q_1', isActive: false }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ questionOrderKey: before.length + 1, isActive: false });
    expect(await ids()).toEqual([...before, reply.body.data.id]);
  });

  it('edits a question: texts replaced, an emptied tip removed, a changed number moving it', async () => {
    const before = await ids();
    const id = before[1] ?? 0;
    const texts = () => count(sql`select count(*) as count from translated_text`);
    const textsBefore = await texts();
    const reply = await call(f, 'admin', 'put', 'question/dic').send(
      questionEntry(group, 4, {
        id,
        text: textOf({ 1: 'How many sheds now?', 2: 'Ile budynków teraz?', 4: 'Montako?' }),
        questionGroup: textOf({ 1: 'Buildings' }),
        questionTip: null,
        min: null,
        max: 99,
        category: '',
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      id,
      name: 'How many sheds now?',
      questionOrderKey: 4,
      questionTip: null,
      min: null,
      max: 99,
      category: null,
    });
    expect(reply.body.data.text.translations).toHaveLength(3);
    expect(await texts()).toBe(textsBefore - 1);
    const moved = before.filter((other) => other !== id);
    moved.splice(3, 0, id);
    expect(await ids()).toEqual(moved);
    expect(await keys()).toEqual(before.map((_, index) => index + 1));
  });

  it('switches a question off and on', async () => {
    const id = await f.dic.question('total_area');
    const path = (value: boolean) =>
      `question/dic/setIsActive?questionListDicId=${group}&questionId=${id}&isActive=${String(value)}`;
    await call(f, 'admin', 'put', path(false)).expect(200);
    expect((await one(f.database, sql`select is_active from question where id = ${id}`)).is_active).toBe(
      false,
    );
    await call(f, 'admin', 'put', path(true)).expect(200);
    expect((await one(f.database, sql`select is_active from question where id = ${id}`)).is_active).toBe(
      true,
    );
  });

  it('swaps neighbours, and refuses questions that are not neighbours with a 409', async () => {
    const [first, second, third] = await ids();
    await call(f, 'admin', 'put', `question/dic/swap-order?firstId=${first}&secondId=${second}`).expect(200);
    expect((await ids()).slice(0, 3)).toEqual([second, first, third]);
    const before = await structureState(f);
    const refused = await call(
      f,
      'admin',
      'put',
      `question/dic/swap-order?firstId=${second}&secondId=${third}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: 'NOT_ADJACENT_SIBLINGS' });
    const otherGroup = await f.dic.question('sows_total');
    expect(
      (await call(f, 'admin', 'put', `question/dic/swap-order?firstId=${first}&secondId=${otherGroup}`))
        .status,
    ).toBe(409);
    expect(await structureState(f)).toBe(before);
  });

  it('deletes a question without answers, with its options, texts and empty filled questions, closing the gap', async () => {
    const id = await f.dic.question('housing_systems');
    const optionTexts = await count(
      sql`select count(*) as count from answer_option where question_id = ${id}`,
    );
    expect(optionTexts).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as count from filled_question where question_id = ${id}`),
    ).toBeGreaterThan(0);
    const ownTexts = await count(
      sql`select 1 + (group_heading_text_id is not null)::int + (tip_text_id is not null)::int as count
          from question where id = ${id}`,
    );
    const texts = await count(sql`select count(*) as count from translated_text`);
    const reply = await call(f, 'admin', 'delete', `question/dic/${id}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await ids()).not.toContain(id);
    expect(await keys()).toEqual((await ids()).map((_, index) => index + 1));
    expect(await count(sql`select count(*) as count from filled_question where question_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*) as count from answer_option where question_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*) as count from translated_text`)).toBe(
      texts - ownTexts - optionTexts,
    );
  });

  it('keeps a question that has answers (409, translated), which can still be switched off', async () => {
    const id = await f.dic.question('year_established');
    await f.putAnswers(await f.filled.question(f.questionnaireId.own, 'year_established'), [
      { answer: '1990' },
    ]);
    const before = await structureState(f);
    const reply = await call(f, 'admin', 'delete', `question/dic/${id}`, 'de');
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ success: false, error: 'STRUCTURE_HAS_ANSWERS' });
    expect(reply.body.message).toMatch(/Antworten/);
    expect(await structureState(f)).toBe(before);
    expect((await list()).find((item) => item.id === id)?.hasAnswers).toBe(true);
    await call(
      f,
      'admin',
      'put',
      `question/dic/setIsActive?questionListDicId=${group}&questionId=${id}&isActive=false`,
    ).expect(200);
  });

  it('keeps a question one of whose options an answer chose', async () => {
    const legalForm = await f.dic.question('legal_form');
    await f.putAnswers(await f.filled.question(f.questionnaireId.assigned, 'legal_form'), [
      { answerOptionId: await f.dic.option('legal_form', 'company') },
    ]);
    expect((await call(f, 'admin', 'delete', `question/dic/${legalForm}`)).status).toBe(409);
  });
});
