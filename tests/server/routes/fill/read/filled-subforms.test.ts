import { sql } from 'drizzle-orm';
import { groupProgress } from '@engine/progress/group-progress';
import { subformProgress } from '@engine/progress/subform-progress';
import type { FilledSubformItem, GroupInstance } from '@schemas/generated/api/fill';
import { idOf } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture, type StoredAnswer } from '../fill-fixture';
import { countQueries, getAs, listShapeErrors } from './read-support';

describe('GET questinnaire/subform/{filledFormId}: the filled subforms with their progress', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  async function subformsOf(
    questionnaireId: number,
    formKey: string,
    query: Record<string, string | number> = {},
    role: 'farmer' | 'admin' | 'observer' = 'farmer',
  ): Promise<FilledSubformItem[]> {
    const filledFormId = await f.filled.form(questionnaireId, formKey);
    const reply = await getAs(f, role, `questinnaire/subform/${filledFormId}`, query).expect(200);
    expect(listShapeErrors('FilledSubformItem', reply.body.data)).toEqual([]);
    return reply.body.data;
  }

  async function groupsOf(filledSubformId: number): Promise<GroupInstance[]> {
    return (await getAs(f, 'farmer', `questionlist/${filledSubformId}`).expect(200)).body.data;
  }

  it('lists the subforms that apply to the unit type in order: id is the filled subform, names and codes in the locale', async () => {
    const own = await subformsOf(f.questionnaireId.own, 'animal_welfare', { localeDicId: 5 });
    const expected = [];
    for (const [key, code] of [
      ['housing_space', 'F3-S1'],
      ['health_treatments', 'F3-S2'],
      ['sows_piglets', 'F3-S3'],
    ] as const) {
      expected.push({
        id: await f.filled.subform(f.questionnaireId.own, key),
        subFormDicId: await f.dic.subform(key),
        code,
        isActive: true,
      });
    }
    expect(own).toMatchObject(expected);
    expect(own[0]?.name).toBe(own[0]?.subformText);
    expect(own[0]?.name).not.toBe('Housing and space');
    // PL-900 fattens pigs: the sows and piglets subform is not for it.
    const fattening = await subformsOf(f.questionnaireId.other, 'animal_welfare', {}, 'observer');
    expect(fattening.map((subform) => subform.code)).toEqual(['F3-S1', 'F3-S2']);
  });

  it('counts completed groups out of all groups, with skipped questions complete, exactly as the engine does', async () => {
    const questionnaireId = f.questionnaireId.own;
    const yes = await f.dic.option('health_plan', 'yes');
    const no = await f.dic.option('antibiotics_used', 'no');
    await f.putAnswers(await f.filled.question(questionnaireId, 'health_plan'), [{ answerOptionId: yes }]);
    // "No" skips the next two questions (group treatments, treatment routes): they count as complete.
    await f.putAnswers(await f.filled.question(questionnaireId, 'antibiotics_used'), [
      { answerOptionId: no },
    ]);
    await f.putAnswers(await f.filled.question(questionnaireId, 'fattening_mortality'), [{ answer: '2.5' }]);

    const subforms = await subformsOf(questionnaireId, 'animal_welfare');
    const health = subforms.find((subform) => subform.code === 'F3-S2');
    expect(health).toMatchObject({ completedGroups: 1, totalGroups: 2, complete: false });
    const [antibiotics, tailBiting] = health?.questionGroupList ?? [];
    expect(antibiotics).toMatchObject({
      id: (await f.filled.instances(questionnaireId, 'antibiotics'))[0],
      questionListDicId: await f.dic.group('antibiotics'),
      qlNumber: -1,
      answered: 3,
      total: 3,
      complete: true,
    });
    expect(antibiotics?.questionList.map((question) => question.isComplete)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(tailBiting).toMatchObject({ answered: 0, complete: false });

    for (const subform of subforms) {
      const groups = (await groupsOf(subform.id)).filter((group) => group.isActive);
      const engine = subformProgress(groups.map(groupProgress));
      expect({
        completedGroups: subform.completedGroups,
        totalGroups: subform.totalGroups,
        complete: subform.complete,
      }).toEqual(engine);
    }
  });

  it('marks a subform complete when every group is, and leaves inactive groups out of the count', async () => {
    const questionnaireId = f.questionnaireId.assigned;
    const pen = await f.dic.group('pen');
    await f.database.db.execute(sql`update question_group set is_active = false where id = ${pen}`);
    try {
      const answer = async (key: string, saved: StoredAnswer) =>
        f.putAnswers(await f.filled.question(questionnaireId, key), [saved]);
      await answer('space_allowance', { answer: '1.2' });
      await answer('daylight', { answerOptionId: await f.dic.option('daylight', 'yes') });
      await answer('floor_type', { answerOptionId: await f.dic.option('floor_type', 'deep_litter') });
      await answer('enrichment_types', { answerOptionId: await f.dic.option('enrichment_types', 'straw') });
      const [housing] = await subformsOf(questionnaireId, 'animal_welfare');
      expect(housing).toMatchObject({ code: 'F3-S1', completedGroups: 1, totalGroups: 1, complete: true });
      expect(housing?.questionGroupList?.map((group) => group.questionListDicId)).toEqual([
        await f.dic.group('housing'),
      ]);
    } finally {
      await f.database.db.execute(sql`update question_group set is_active = true where id = ${pen}`);
    }
  });

  it('does not count a subform without groups as complete', async () => {
    const questionnaireId = f.questionnaireId.other;
    const subformId = await f.filled.subform(questionnaireId, 'neighbours_society');
    await f.database.db.execute(sql`delete from filled_question_list where filled_subform_id = ${subformId}`);
    const subforms = await subformsOf(questionnaireId, 'social', {}, 'observer');
    expect(subforms.find((subform) => subform.id === subformId)).toMatchObject({
      completedGroups: 0,
      totalGroups: 0,
      complete: false,
      questionGroupList: [],
    });
  });

  it('leaves out a subform that no longer applies to the unit type, and an inactive one except for the administrator', async () => {
    const questionnaireId = f.questionnaireId.own;
    const fattening = await idOf(f.database, sql`select id from unit_type where key = 'fattening'`);
    const economy = await f.dic.subform('investment_risk');
    const production = await f.dic.subform('production_income');
    await f.database.db.execute(
      sql`insert into subform_unit_type (subform_id, unit_type_id) values (${economy}, ${fattening})`,
    );
    await f.database.db.execute(sql`update subform set is_active = false where id = ${production}`);
    try {
      expect((await subformsOf(questionnaireId, 'economy')).map((subform) => subform.subFormDicId)).toEqual(
        [],
      );
      const admin = await subformsOf(questionnaireId, 'economy', {}, 'admin');
      expect(admin.map((subform) => [subform.subFormDicId, subform.isActive])).toEqual([[production, false]]);
      const other = await subformsOf(f.questionnaireId.other, 'economy', {}, 'observer');
      expect(other.find((subform) => subform.subFormDicId === economy)?.farmType).toEqual([fattening]);
    } finally {
      await f.database.db.execute(sql`delete from subform_unit_type where subform_id = ${economy}`);
      await f.database.db.execute(sql`update subform set is_active = true where id = ${production}`);
    }
  });

  it('reads a whole form in a fixed number of queries', async () => {
    const questionnaireId = f.questionnaireId.own;
    const filledFormId = await f.filled.form(questionnaireId, 'animal_welfare');
    const counter = countQueries(f.database);
    try {
      await getAs(f, 'farmer', `questinnaire/subform/${filledFormId}`).expect(200);
      const first = counter.count();
      for (let n = 0; n < 5; n += 1) await f.addInstance(questionnaireId, 'pen');
      const before = counter.count();
      await getAs(f, 'farmer', `questinnaire/subform/${filledFormId}`).expect(200);
      expect(counter.count() - before).toBe(first);
    } finally {
      counter.restore();
    }
  });
});
