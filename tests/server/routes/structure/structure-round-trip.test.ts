import { sql } from 'drizzle-orm';
import { buildGroupForm } from '@engine/convert/group-form';
import { adminGroupInstance } from '@runtime/fill/admin/adminGroup';
import type { StructureEntityRef, StructureLevel } from '@schemas/generated/api/structure-studio';
import type {
  AnswerOptionDicItem,
  QuestionDicItem,
  QuestionGroupDicItem,
} from '@schemas/generated/api/structure-admin';
import { callAs, structureFixture, type StructureFixture } from './structure-fixture';

/** Maps the ids of one type's parts to those of the part at the same place in another type. */
type IdMap = (level: StructureLevel, id: number) => number;

const sameIds: IdMap = (_level, id) => id;

/**
 * The round trip: the demo type, exported and imported as a new type, gives the engine the
 * same JSON Schema and UI schema for every question group, read through the API as the studio's admin
 * mode reads it. Database ids differ between the two types; they are normalised by position (the
 * part at the same path of the document), so every other difference shows.
 */
describe('structure round trip', () => {
  let f: StructureFixture;

  beforeAll(async () => {
    f = await structureFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const get = async (path: string) => (await callAs(f, f.bearer.admin, 'get', path).expect(200)).body.data;
  const entitiesOf = async (typeId: number): Promise<StructureEntityRef[]> =>
    (await get(`structure/type/${typeId}/document`)).entities;

  /** A group as the admin mode reads it (group, questions, options), through `ids`, built by the engine. */
  async function groupForm(group: StructureEntityRef, ids: IdMap, localeDicId: number) {
    const locale = `localeDicId=${localeDicId}`;
    const groups: QuestionGroupDicItem[] = await get(
      `questionlist/group/dic/list?subFormDicId=${group.parentId}&${locale}`,
    );
    const item = groups.find((candidate) => candidate.id === group.id);
    if (!item) throw new Error(`Group ${group.path} is not listed`);
    const questions: QuestionDicItem[] = await get(
      `question/dic/list/group?questionListDicId=${group.id}&${locale}`,
    );
    const options: AnswerOptionDicItem[] = [];
    for (const question of questions.filter((candidate) => candidate.optionCount > 0)) {
      options.push(...(await get(`question/answer/dic/list?questionDicId=${question.id}&${locale}`)));
    }
    const questionId = (id: number | null) => (id === null ? null : ids('question', id));
    const instance = adminGroupInstance(
      { ...item, id: ids('group', item.id), subFormDicId: ids('subform', item.subFormDicId) },
      questions.map((question) => ({
        ...question,
        id: ids('question', question.id),
        questionListDicId: ids('group', question.questionListDicId),
        maxAnswerQuestionId: questionId(question.maxAnswerQuestionId),
        optionsFromQuestionId: questionId(question.optionsFromQuestionId),
      })),
      options.map((option) => ({
        ...option,
        id: ids('option', option.id),
        questionId: ids('question', option.questionId),
        maxAnswerQuestionId: questionId(option.maxAnswerQuestionId),
      })),
      localeDicId,
    );
    const built = buildGroupForm(
      instance,
      { today: '2026-11-26' },
      { readOnly: true, includeInactive: true },
    );
    return { schema: built.schema, uiSchema: built.uiSchema };
  }

  it('imports the exported demo type as a new type that builds the same forms, group for group', async () => {
    const exported = await callAs(f, f.bearer.admin, 'get', `structure/type/${f.demoTypeId}/export`).expect(
      200,
    );
    const imported = await callAs(f, f.bearer.admin, 'post', 'structure/type/import?asCopy=true')
      .send(JSON.parse(exported.text))
      .expect(200);
    const copyTypeId: number = imported.body.data.typeId;
    expect(copyTypeId).not.toBe(f.demoTypeId);

    const original = await entitiesOf(f.demoTypeId);
    const copy = await entitiesOf(copyTypeId);
    expect(copy.map(({ path, level }) => `${level} ${path}`)).toEqual(
      original.map(({ path, level }) => `${level} ${path}`),
    );
    const originalIds = new Map(copy.map((entity, i) => [`${entity.level} ${entity.id}`, original[i]?.id]));
    const toOriginal: IdMap = (level, id) => {
      const found = originalIds.get(`${level} ${id}`);
      if (found === undefined) throw new Error(`The copy's ${level} ${id} is not in the copied type`);
      return found;
    };

    const groups = original.flatMap((entity, i) =>
      entity.level === 'group' ? [[entity, copy[i]] as const] : [],
    );
    expect(groups.length).toBeGreaterThan(20);
    for (const localeDicId of [1, 2]) {
      for (const [originalGroup, copiedGroup] of groups) {
        if (!copiedGroup) throw new Error(`No copy of ${originalGroup.path}`);
        const expected = await groupForm(originalGroup, sameIds, localeDicId);
        const actual = await groupForm(copiedGroup, toOriginal, localeDicId);
        expect(Object.keys(actual.schema.properties).length).toBeGreaterThan(0);
        expect(actual.schema, originalGroup.path).toEqual(expected.schema);
        expect(actual.uiSchema, originalGroup.path).toEqual(expected.uiSchema);
      }
    }
  });

  it('refuses an invalid document with the JSON path of each error and stores nothing', async () => {
    const exported = await callAs(f, f.bearer.admin, 'get', `structure/type/${f.demoTypeId}/export`).expect(
      200,
    );
    const document = JSON.parse(exported.text);
    document.key = 'round_trip_invalid';
    document.forms[2].subforms[0].groups[0].questions[0].answerType = 99;
    document.forms[0].subforms[1].groups[0].qlNumber = 7;
    const rows = () =>
      f.rows(sql`select (select count(*) from questionnaire_type) as types, (select count(*) from question) as questions,
        (select count(*) from answer_option) as options, (select count(*) from translation) as translations,
        (select count(*) from structure_change) as changes`);
    const before = await rows();
    const reply = await callAs(f, f.bearer.admin, 'post', 'structure/type/import').send(document).expect(400);
    const paths = (reply.body.details as string[]).map((line) => line.slice(0, line.indexOf(': ')));
    expect(paths).toEqual(
      expect.arrayContaining([
        'forms.2.subforms.0.groups.0.questions.0.answerType',
        'forms.0.subforms.1.groups.0.qlNumber',
      ]),
    );
    expect(await rows()).toEqual(before);
  });
});
