import type { QuestionEntry } from '@schemas/generated/api/structure-admin';
import {
  call,
  expectRefused,
  questionEntry,
  structureFixture,
  structureState,
  textOf,
  type StructureFixture,
} from './question-support';

/** Each rule of section 5 for questions refused with a 400 naming the field, the structure unchanged. */
describe('POST and PUT question/dic refuse what breaks the rules of section 5', () => {
  let f: StructureFixture;
  /** farm_holder: the first subform's group of 5 questions; farm_location: a group of the second subform. */
  let group: number;
  let laterGroup: number;
  let yearEstablished: number;

  beforeAll(async () => {
    f = await structureFixture();
    group = await f.dic.group('farm_holder');
    laterGroup = await f.dic.group('farm_location');
    yearEstablished = await f.dic.question('year_established');
  });
  afterAll(async () => {
    await f.close();
  });

  async function refusedAdd(entry: object, field: string, code?: string, language?: string) {
    const before = await structureState(f);
    const reply = await call(f, 'admin', 'post', 'question/dic', language).send(entry);
    expectRefused(reply, field, code);
    expect(await structureState(f)).toBe(before);
    return reply;
  }

  async function refusedEdit(entry: QuestionEntry, field: string, code?: string) {
    const before = await structureState(f);
    expectRefused(await call(f, 'admin', 'put', 'question/dic').send(entry), field, code);
    expect(await structureState(f)).toBe(before);
  }

  const withoutField = (field: keyof QuestionEntry) =>
    Object.fromEntries(Object.entries(questionEntry(group, 1)).filter(([key]) => key !== field));

  it('requires an answer type', async () => {
    await refusedAdd(withoutField('answerTypeDicId'), 'answerTypeDicId');
    await refusedAdd({ ...questionEntry(group, 1), answerTypeDicId: 14 }, 'answerTypeDicId');
  });

  it('keeps the answer type of a saved question', async () => {
    await refusedEdit(
      questionEntry(group, 1, { id: yearEstablished, answerTypeDicId: 2 }),
      'answerTypeDicId',
      'ANSWER_TYPE_FIXED',
    );
  });

  it('requires the question text in English', async () => {
    await refusedAdd(
      { ...questionEntry(group, 1), text: textOf({ 2: 'Tylko po polsku' }) },
      'text.1',
      'FIELD_REQUIRED',
    );
    await refusedAdd({ ...questionEntry(group, 1), text: textOf({ 1: '   ' }) }, 'text.1', 'FIELD_REQUIRED');
  });

  it('takes a number from 1 to the count plus one when adding, to the count when editing', async () => {
    await refusedAdd(questionEntry(group, 0), 'questionOrderKey');
    await refusedAdd(withoutField('questionOrderKey'), 'questionOrderKey');
    const reply = await refusedAdd(questionEntry(group, 7), 'questionOrderKey', 'VALUE_BETWEEN');
    expect(reply.body.details.join()).toContain('1 - 6');
    await refusedEdit(questionEntry(group, 6, { id: yearEstablished }), 'questionOrderKey', 'VALUE_BETWEEN');
  });

  it('takes a short name of 1 to 10 letters, digits, dots or underscores', async () => {
    await refusedAdd(withoutField('shortName'), 'shortName');
    await refusedAdd({ ...questionEntry(group, 1), shortName: '' }, 'shortName');
    await refusedAdd({ ...questionEntry(group, 1), shortName: 'elevenchars' }, 'shortName');
    await refusedAdd({ ...questionEntry(group, 1), shortName: 'two words' }, 'shortName');
    await refusedAdd({ ...questionEntry(group, 1), shortName: 'zażółć' }, 'shortName');
  });

  it('takes min and max only for the answer types that have them', async () => {
    await refusedAdd(
      questionEntry(group, 1, { answerTypeDicId: 9, min: 1, max: null }),
      'min',
      'NOT_FOR_ANSWER_TYPE',
    );
    await refusedAdd(
      questionEntry(group, 1, { answerTypeDicId: 4, min: null, max: '3' }),
      'max',
      'NOT_FOR_ANSWER_TYPE',
    );
  });

  it('takes min and max as non-negative whole numbers without leading zeros, min not above max', async () => {
    await refusedAdd(questionEntry(group, 1, { min: -1 }), 'min');
    await refusedAdd(questionEntry(group, 1, { min: '05' }), 'min');
    await refusedAdd(questionEntry(group, 1, { max: '1.5' }), 'max');
    await refusedAdd(questionEntry(group, 1, { max: 2.5 }), 'max');
    await refusedAdd(questionEntry(group, 1, { min: 10, max: 5 }), 'max', 'VALUE_GREATER_THAN');
  });

  it('takes 1 to 10 photos as the max of a photo question', async () => {
    const photos = { answerTypeDicId: 17 as const, min: null, shortName: 'shed_ph' };
    for (const max of [11, 0]) {
      const reply = await refusedAdd(questionEntry(group, 1, { ...photos, max }), 'max', 'VALUE_BETWEEN');
      expect(reply.body.details.join()).toContain('1 - 10');
    }
    await refusedAdd(questionEntry(group, 1, { ...photos, min: 1, max: 3 }), 'min', 'NOT_FOR_ANSWER_TYPE');
  });

  it('takes a category of at most 150 characters', async () => {
    await refusedAdd(questionEntry(group, 1, { category: 'x'.repeat(151) }), 'category');
  });

  it('refuses map answers in the first subform of the form, and takes them in a later one', async () => {
    const map = { min: null, max: null, shortName: 'yard' };
    await refusedAdd(
      questionEntry(group, 1, { ...map, answerTypeDicId: 11 }),
      'answerTypeDicId',
      'MAP_NOT_IN_FIRST_SUBFORM',
    );
    await refusedAdd(
      questionEntry(group, 1, { ...map, answerTypeDicId: 12 }),
      'answerTypeDicId',
      'MAP_NOT_IN_FIRST_SUBFORM',
    );
    const reply = await call(f, 'admin', 'post', 'question/dic').send(
      questionEntry(laterGroup, 1, { ...map, answerTypeDicId: 12 }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });

  it('takes a bound question only for the types with bounds', async () => {
    const other = await f.dic.question('total_area');
    await refusedAdd(
      questionEntry(group, 1, { answerTypeDicId: 3, min: null, max: null, maxAnswerQuestionId: other }),
      'maxAnswerQuestionId',
      'NOT_FOR_ANSWER_TYPE',
    );
  });

  it('names every broken field at once, in the language of the request', async () => {
    const reply = await refusedAdd(
      { ...questionEntry(group, 9), text: textOf({ 2: 'x' }), min: 10, max: 5 },
      'text.1',
      'FIELD_REQUIRED',
      'pl',
    );
    const details: string[] = reply.body.details;
    expect(details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^text\.1: /),
        expect.stringMatching(/^questionOrderKey: /),
        expect.stringMatching(/^max: /),
      ]),
    );
    expect(reply.body.message).toBe('To pole jest wymagane');
  });

  it('answers 404 for a group, question or bound question that does not exist', async () => {
    const before = await structureState(f);
    const missing = 999_999;
    expect((await call(f, 'admin', 'post', 'question/dic').send(questionEntry(missing, 1))).status).toBe(404);
    expect(
      (await call(f, 'admin', 'put', 'question/dic').send(questionEntry(group, 1, { id: missing }))).status,
    ).toBe(404);
    // A question of another group than the one sent: questions do not move between groups.
    expect(
      (
        await call(f, 'admin', 'put', 'question/dic').send(
          questionEntry(laterGroup, 1, { id: yearEstablished }),
        )
      ).status,
    ).toBe(404);
    const elsewhere = await f.dic.question('distance_residential');
    expect(
      (
        await call(f, 'admin', 'post', 'question/dic').send(
          questionEntry(group, 1, { maxAnswerQuestionId: elsewhere }),
        )
      ).status,
    ).toBe(404);
    expect((await call(f, 'admin', 'get', `question/dic/${missing}`)).status).toBe(404);
    expect(
      (await call(f, 'admin', 'get', `question/dic/list/group?questionListDicId=${missing}`)).status,
    ).toBe(404);
    expect(
      (
        await call(
          f,
          'admin',
          'put',
          `question/dic/setIsActive?questionListDicId=${group}&questionId=${missing}&isActive=false`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          f,
          'admin',
          'put',
          `question/dic/setIsActive?questionListDicId=${laterGroup}&questionId=${yearEstablished}&isActive=false`,
        )
      ).status,
    ).toBe(404);
    expect((await call(f, 'admin', 'delete', `question/dic/${missing}`)).status).toBe(404);
    expect(
      (
        await call(
          f,
          'admin',
          'put',
          `question/dic/swap-order?firstId=${yearEstablished}&secondId=${missing}`,
        )
      ).status,
    ).toBe(404);
    expect(await structureState(f)).toBe(before);
  });

  it('refuses ids that are not whole numbers with a 400', async () => {
    expectRefused(await call(f, 'admin', 'get', 'question/dic/abc'), 'id');
    expectRefused(await call(f, 'admin', 'get', 'question/dic/list/group'), 'questionListDicId');
    expectRefused(await call(f, 'admin', 'put', `question/dic/swap-order?firstId=1&secondId=x`), 'secondId');
  });
});
