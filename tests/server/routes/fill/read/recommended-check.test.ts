import { sql } from 'drizzle-orm';
import type { FilledFormTree, RecommendedCheckReply } from '@schemas/generated/api/fill';
import { idOf } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { getAs, shapeErrors } from './read-support';

/** form key → subform code → group names, the tree in screen order. */
function outline(trees: readonly FilledFormTree[]): string[] {
  return trees.flatMap((form) =>
    form.filledSubForms.flatMap((subform) =>
      subform.questionListList.map(
        (group) => `${form.formName} / ${subform.subformName} / ${group.questionListName}`,
      ),
    ),
  );
}

describe('GET questinnaire/checkRecommendedAnswers/{questionnaireId}?formDicId', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  async function check(
    questionnaireId: number,
    formKey: string,
    query: Record<string, string | number> = {},
  ): Promise<RecommendedCheckReply> {
    const reply = await getAs(f, 'farmer', `questinnaire/checkRecommendedAnswers/${questionnaireId}`, {
      formDicId: await f.dic.form(formKey),
      ...query,
    }).expect(200);
    expect(shapeErrors('RecommendedCheckReply', reply.body.data)).toEqual([]);
    return reply.body.data;
  }

  it('answers 1 for a form whose report needs no answers', async () => {
    expect(await check(f.questionnaireId.own, 'general')).toBe(1);
  });

  it('names what is filled and what is missing, form by form, until every recommended answer is there', async () => {
    const questionnaireId = f.questionnaireId.own;
    const first = await check(questionnaireId, 'social');
    expect(first).not.toBe(1);
    if (first === 1) return;
    expect(first.filledFormList).toEqual([]);
    expect(outline(first.missingFormList)).toEqual([
      'General farm information / Location and buildings / Location',
      'Social aspects / Labour / Working conditions',
      'Social aspects / Neighbours and society / Neighbours',
    ]);
    const [general] = first.missingFormList;
    expect(general).toMatchObject({
      id: await f.filled.form(questionnaireId, 'general'),
      formDicId: await f.dic.form('general'),
      filledSubForms: [
        {
          id: await f.filled.subform(questionnaireId, 'location_buildings'),
          subFormDicId: await f.dic.subform('location_buildings'),
          questionListList: [
            {
              id: (await f.filled.instances(questionnaireId, 'farm_location'))[0],
              questionListDicId: await f.dic.group('farm_location'),
              name: null,
            },
          ],
        },
      ],
    });

    await f.putAnswers(await f.filled.question(questionnaireId, 'distance_residential'), [{ answer: '800' }]);
    await f.putAnswers(await f.filled.question(questionnaireId, 'labour_hours'), [{ answer: '2400' }]);
    const second = await check(questionnaireId, 'social', { localeDicId: 2 });
    if (second === 1) throw new Error('Not everything is answered yet');
    expect(outline(second.filledFormList)).toEqual([
      'Informacje ogólne o gospodarstwie / Lokalizacja i budynki / Lokalizacja',
      'Aspekty społeczne / Praca / Warunki pracy',
    ]);
    expect(second.missingFormList.map((form) => form.formName)).toEqual(['Aspekty społeczne']);

    await f.putAnswers(await f.filled.question(questionnaireId, 'complaints'), [{ answer: '0' }]);
    expect(await check(questionnaireId, 'social')).toBe(1);
  });

  it('counts a skipped recommended question as complete, as the engine does', async () => {
    const questionnaireId = f.questionnaireId.assigned;
    const before = await check(questionnaireId, 'environment');
    if (before === 1) throw new Error('Nothing is answered yet');
    expect(outline(before.missingFormList)).toContain('Environment / Feed and water / Water');
    // Not metered: the consumption question is skipped.
    await f.putAnswers(await f.filled.question(questionnaireId, 'water_metered'), [
      { answerOptionId: await f.dic.option('water_metered', 'no') },
    ]);
    const after = await check(questionnaireId, 'environment');
    if (after === 1) throw new Error('Other recommended answers are still missing');
    expect(outline(after.missingFormList)).not.toContain('Environment / Feed and water / Water');
    expect(outline(after.filledFormList)).toContain('Environment / Feed and water / Water');
  });

  it('checks every instance of a repeatable group and ignores inactive questions', async () => {
    const questionnaireId = f.questionnaireId.other;
    const hours = await f.dic.question('weekly_hours');
    await f.database.db.execute(
      sql`insert into question_recommended_form (question_id, form_id) values (${hours}, ${await f.dic.form('economy')})`,
    );
    try {
      await f.addInstance(questionnaireId, 'person');
      await f.putAnswers(await f.filled.question(questionnaireId, 'weekly_hours', 0), [{ answer: '40' }]);
      const reply = await getAs(f, 'observer', `questinnaire/checkRecommendedAnswers/${questionnaireId}`, {
        formDicId: await f.dic.form('economy'),
      }).expect(200);
      const data: RecommendedCheckReply = reply.body.data;
      if (data === 1) throw new Error('The second person is not answered');
      const people = [...outline(data.filledFormList), ...outline(data.missingFormList)].filter((line) =>
        line.endsWith('Person working on the farm'),
      );
      expect(people).toHaveLength(2);
      expect(outline(data.missingFormList)).toContain('Social aspects / Labour / Person working on the farm');

      await f.database.db.execute(sql`update question set is_active = false where id = ${hours}`);
      const inactive = await getAs(f, 'observer', `questinnaire/checkRecommendedAnswers/${questionnaireId}`, {
        formDicId: await f.dic.form('economy'),
      }).expect(200);
      const withoutHours: RecommendedCheckReply = inactive.body.data;
      expect(withoutHours === 1 ? [] : outline(withoutHours.missingFormList)).not.toContain(
        'Social aspects / Labour / Person working on the farm',
      );
    } finally {
      await f.database.db.execute(sql`update question set is_active = true where id = ${hours}`);
      await f.database.db.execute(sql`delete from question_recommended_form where question_id = ${hours}`);
    }
  });

  it('answers 404 for a form of another questionnaire type, 400 without formDicId', async () => {
    const path = `questinnaire/checkRecommendedAnswers/${f.questionnaireId.own}`;
    const longForm = await idOf(
      f.database,
      sql`select id from form where questionnaire_type_id = ${f.longTypeId}`,
    );
    await getAs(f, 'farmer', path, { formDicId: longForm }).expect(404);
    await getAs(f, 'farmer', path, { formDicId: 2_000_000_000 }).expect(404);
    await getAs(f, 'farmer', path, { formDicId: 9_999_999_999 }).expect(400);
    await getAs(f, 'farmer', path).expect(400);
    await getAs(f, 'farmer', path, { formDicId: 'economy' }).expect(400);
  });
});
