import { sql } from 'drizzle-orm';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import { compiledValidator } from '@server/shared/schema-validator';
import { optionEntry, questionEntry, textOf } from './question-support';
import { allLanguages, callAs, structureFixture, type StructureFixture } from './structure-fixture';

/**
 * Types made with the studio's own calls (random keys, texts in some languages only, a -1 group
 * without a name, options without short names, a type without forms yet) export as documents the
 * schema accepts and import back to the same structure.
 */
describe('export of types built in the studio', () => {
  let f: StructureFixture;

  beforeAll(async () => {
    f = await structureFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const post = async (path: string, body: object) => {
    const reply = await callAs(f, f.bearer.admin, 'post', path).send(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const exported = async (typeId: number): Promise<QuestionnaireStructure> =>
    JSON.parse((await callAs(f, f.bearer.admin, 'get', `structure/type/${typeId}/export`).expect(200)).text);
  const expectValid = (document: unknown) => {
    const valid = compiledValidator('structure.schema.json');
    expect(valid(document), JSON.stringify(valid.errors)).toBe(true);
  };

  it('exports a new type without forms, and imports it back', async () => {
    const type = await post('questinnaire/dic', { name: 'Empty studio type' });
    const document = await exported(type.id);
    expectValid(document);
    expect(document.forms).toEqual([]);
    expect(document.name.pl).toBe('Empty studio type');
    const copy = await post('structure/type/import?asCopy=true', document);
    expect(await exported(copy.typeId)).toEqual({ ...document, key: copy.key, name: expect.any(Object) });
  });

  it('exports every part the studio adds, valid, and imports it as an equal structure', async () => {
    const type = await post('questinnaire/dic', { name: 'Studio survey' });
    const form = await post('form/dic', {
      questionnaireDicId: type.id,
      text: textOf({ 1: 'Trees', 2: 'Drzewa' }),
    });
    await post('form/dic', { questionnaireDicId: type.id, text: textOf({ 1: 'Empty form' }) });
    const subform = await post('questinnaire/subform/dic', {
      formDicId: form.id,
      code: 'T-1 / trees',
      farmTypeId: -1,
      text: textOf({ 1: 'Stand' }),
    });
    const unitTypeId = await f.number(sql`select id from unit_type order by order_key, id limit 1`);
    const group = await post('questionlist/dic', {
      subFormDicId: subform.id,
      qlNumber: 2,
      farmTypeId: unitTypeId,
      text: allLanguages('Tree'),
    });
    await post('questionlist/dic', { subFormDicId: subform.id, qlNumber: -1, farmTypeId: -1 });
    await post('question/dic', questionEntry(group.id, 1));
    const notes = await post(
      'question/dic',
      questionEntry(group.id, 2, {
        answerTypeDicId: 3,
        shortName: 'notes',
        min: null,
        max: '400',
        category: null,
        questionGroup: textOf({ 1: 'About the tree' }),
        questionTip: textOf({ 1: 'Anything else', 3: 'Sonstiges' }),
      }),
    );
    const choice = await post(
      'question/dic',
      questionEntry(group.id, 3, { answerTypeDicId: 4, shortName: 'kind', min: null, max: null }),
    );
    await post('question/answer/dic', optionEntry(choice.id, { skipQuestions: '1' }));
    await post('question/answer/dic', optionEntry(choice.id, { shortName: null, text: allLanguages('Oak') }));
    await post(
      'question/dic',
      questionEntry(group.id, 4, {
        answerTypeDicId: 13,
        shortName: 'which',
        min: null,
        max: null,
        optionsFromQuestionId: notes.id,
      }),
    );

    const document = await exported(type.id);
    expectValid(document);
    const [trees, empty] = document.forms;
    expect(trees?.name).toEqual({ en: 'Trees', pl: 'Drzewa', de: '', fi: '', it: '', nl: '' });
    expect(empty?.subforms).toEqual([]);
    const [named, unnamed] = trees?.subforms[0]?.groups ?? [];
    expect(unnamed?.name).toEqual({ en: '', pl: '', de: '', fi: '', it: '', nl: '' });
    expect(unnamed?.questions).toEqual([]);
    expect(named?.unitTypeKeys).toHaveLength(1);
    const questions = named?.questions ?? [];
    expect(questions.map((question) => question.answerType)).toEqual([1, 3, 4, 13]);
    expect(questions[1]).toMatchObject({ max: 400, groupHeading: { en: 'About the tree', pl: '' } });
    expect(questions[1]).not.toHaveProperty('min');
    expect(questions[2]?.options[1]).not.toHaveProperty('shortName');
    expect(questions[3]?.optionsFromQuestionKey).toBe(questions[1]?.key);

    const copy = await post('structure/type/import?asCopy=true', document);
    const copied = await exported(copy.typeId);
    expect(copied).toEqual({ ...document, key: copy.key, name: copied.name });
    expect(copied.name.en).toBe('Studio survey (copy)');
    const entities = (await callAs(f, f.bearer.admin, 'get', `structure/type/${copy.typeId}/document`)).body
      .data.entities;
    expect(new Set(entities.map((entity: { level: string }) => entity.level))).toEqual(
      new Set(['type', 'form', 'subform', 'group', 'question', 'option']),
    );
  });
});
