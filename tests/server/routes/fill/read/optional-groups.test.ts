import { sql } from 'drizzle-orm';
import type { OptionalGroupItem } from '@schemas/generated/api/fill';
import { idOf } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { getAs, listShapeErrors } from './read-support';

describe('GET questionlist/optional/{filledSubformId}: the optional groups of a subform', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  async function optionalOf(
    questionnaireId: number,
    subformKey: string,
    query: Record<string, string | number> = {},
  ): Promise<OptionalGroupItem[]> {
    const filledSubformId = await f.filled.subform(questionnaireId, subformKey);
    const reply = await getAs(f, 'farmer', `questionlist/optional/${filledSubformId}`, query).expect(200);
    expect(listShapeErrors('OptionalGroupItem', reply.body.data)).toEqual([]);
    return reply.body.data;
  }

  it('offers the optional groups by dictionary id, named in the locale, not yet added', async () => {
    expect(await optionalOf(f.questionnaireId.own, 'energy_climate', { localeDicId: 2 })).toEqual([
      {
        id: await f.dic.group('biogas'),
        text: 'Biogazownia',
        groupText: null,
        added: false,
        filledQuestionListId: null,
      },
    ]);
    // Mandatory groups are never offered: a subform without optional groups offers none.
    expect(await optionalOf(f.questionnaireId.own, 'farm_profile')).toEqual([]);
  });

  it('marks an added group with its (first) instance, the one removing it deletes', async () => {
    const questionnaireId = f.questionnaireId.own;
    const biogas = await f.addInstance(questionnaireId, 'biogas');
    expect(await optionalOf(questionnaireId, 'energy_climate')).toMatchObject([
      { id: await f.dic.group('biogas'), added: true, filledQuestionListId: biogas },
    ]);
    const first = await f.addInstance(questionnaireId, 'investment');
    await f.addInstance(questionnaireId, 'investment');
    expect(await optionalOf(questionnaireId, 'investment_risk')).toMatchObject([
      { id: await f.dic.group('investment'), added: true, filledQuestionListId: first },
    ]);
    // Another questionnaire's instances do not count.
    const other = await getAs(
      f,
      'observer',
      `questionlist/optional/${await f.filled.subform(f.questionnaireId.other, 'investment_risk')}`,
    ).expect(200);
    expect(other.body.data).toMatchObject([{ added: false, filledQuestionListId: null }]);
  });

  it('leaves out inactive optional groups and those that do not apply to the unit type', async () => {
    const engagement = await f.dic.group('public_engagement');
    const fattening = await idOf(f.database, sql`select id from unit_type where key = 'fattening'`);
    expect((await optionalOf(f.questionnaireId.own, 'neighbours_society')).map((group) => group.id)).toEqual([
      engagement,
    ]);
    await f.database.db.execute(
      sql`insert into question_group_unit_type (question_group_id, unit_type_id) values (${engagement}, ${fattening})`,
    );
    try {
      expect(await optionalOf(f.questionnaireId.own, 'neighbours_society')).toEqual([]);
    } finally {
      await f.database.db.execute(
        sql`delete from question_group_unit_type where question_group_id = ${engagement}`,
      );
    }
    await f.database.db.execute(sql`update question_group set is_active = false where id = ${engagement}`);
    try {
      expect(await optionalOf(f.questionnaireId.own, 'neighbours_society')).toEqual([]);
    } finally {
      await f.database.db.execute(sql`update question_group set is_active = true where id = ${engagement}`);
    }
  });
});
