import { sql } from 'drizzle-orm';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { one } from '../questionnaire/questionnaire-fixture';
import { save } from '../fill/write/write-support';
import { call, questionEntry, structureFixture, type StructureFixture } from './question-support';

/**
 * A question added to a group that already has instances in questionnaires gets a filled question in
 * every one of them, in the same transaction, so a farmer sees it and can answer it at once.
 */
describe('a question added to a group with filled instances', () => {
  let f: StructureFixture;

  beforeAll(async () => {
    f = await structureFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const count = async (query: ReturnType<typeof sql>) => Number((await one(f.database, query)).count);
  const instancesOf = (groupId: number) =>
    count(sql`select count(*) as count from filled_question_list where question_group_id = ${groupId}`);
  const filledOf = (questionId: number) =>
    count(sql`select count(*) as count from filled_question where question_id = ${questionId}`);

  async function farmerSees(subformKey: string, questionId: number): Promise<FillQuestion[]> {
    const filledSubformId = await f.filled.subform(f.questionnaireId.own, subformKey);
    const reply = await call(f, 'farmer', 'get', `questionlist/${filledSubformId}`).expect(200);
    const groups: GroupInstance[] = reply.body.data;
    return groups
      .flatMap((group) => group.questionList)
      .filter((question) => question.questionId === questionId);
  }

  it('appears in the farmer’s questionnaire at its number and takes an answer', async () => {
    const group = await f.dic.group('farm_holder');
    const instances = await instancesOf(group);
    expect(instances).toBeGreaterThan(1);
    const reply = await call(f, 'admin', 'post', 'question/dic').send(questionEntry(group, 2));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const questionId: number = reply.body.data.id;
    expect(await filledOf(questionId)).toBe(instances);

    const [shown] = await farmerSees('farm_profile', questionId);
    expect(shown).toMatchObject({
      questionId,
      answerTypeDicId: 1,
      questionText: 'How many sheds?',
      orderKey: 2,
    });
    const { key } = await one(f.database, sql`select key from question where id = ${questionId}`);
    const filledQuestionId = await f.filled.question(f.questionnaireId.own, String(key));
    await save(f, 'farmer', filledQuestionId, [{ answer: '12' }]);
    const [saved] = await farmerSees('farm_profile', questionId);
    expect(saved?.answers).toMatchObject([{ answer: '12' }]);
  });

  it('reaches every instance of a repeated group', async () => {
    const group = await f.dic.group('building');
    await f.addInstance(f.questionnaireId.own, 'building', 'Barn B');
    const instances = await instancesOf(group);
    const reply = await call(f, 'admin', 'post', 'question/dic').send(
      questionEntry(group, 1, { shortName: 'roof' }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await filledOf(reply.body.data.id)).toBe(instances);
    expect((await farmerSees('location_buildings', reply.body.data.id)).length).toBeGreaterThan(1);
  });

  it('reaches the instances of a question added switched off once it is switched on', async () => {
    const group = await f.dic.group('herd_breeding');
    const reply = await call(f, 'admin', 'post', 'question/dic').send(
      questionEntry(group, 1, { shortName: 'later', isActive: false }),
    );
    const questionId: number = reply.body.data.id;
    expect(await filledOf(questionId)).toBe(0);
    await call(
      f,
      'admin',
      'put',
      `question/dic/setIsActive?questionListDicId=${group}&questionId=${questionId}&isActive=true`,
    ).expect(200);
    expect(await filledOf(questionId)).toBe(await instancesOf(group));
    // Switching it on again adds nothing twice.
    await call(
      f,
      'admin',
      'put',
      `question/dic/setIsActive?questionListDicId=${group}&questionId=${questionId}&isActive=true`,
    ).expect(200);
    expect(await filledOf(questionId)).toBe(await instancesOf(group));
  });
});
