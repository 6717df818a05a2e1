import type { AnswerOptionEntry } from '@schemas/generated/api/structure-admin';
import {
  call,
  expectRefused,
  optionEntry,
  structureFixture,
  structureState,
  textOf,
  type StructureFixture,
} from './question-support';

/** Each rule of section 5 for answer options refused with a 400 naming the field, the structure unchanged. */
describe('POST and PUT question/answer/dic refuse what breaks the rules of section 5', () => {
  let f: StructureFixture;
  /** legal_form: a combo box (options without input); heating_fuels: checkboxes with a value (with input). */
  let combo: number;
  let withValue: number;
  let family: number;

  beforeAll(async () => {
    f = await structureFixture();
    combo = await f.dic.question('legal_form');
    withValue = await f.dic.question('heating_fuels');
    family = await f.dic.option('legal_form', 'family');
  });
  afterAll(async () => {
    await f.close();
  });

  async function refused(entry: object, field: string, code?: string, optionId?: number) {
    const before = await structureState(f);
    const reply =
      optionId === undefined
        ? await call(f, 'admin', 'post', 'question/answer/dic').send(entry)
        : await call(f, 'admin', 'put', `question/answer/dic?answerDicId=${optionId}`).send(entry);
    expectRefused(reply, field, code);
    expect(await structureState(f)).toBe(before);
    return reply;
  }

  const entry = (questionId: number, extra: Partial<AnswerOptionEntry> = {}) =>
    optionEntry(questionId, extra);

  it('requires the text in every language', async () => {
    const reply = await refused(
      entry(combo, { text: textOf({ 1: 'Sole trader', 2: 'Jednoosobowa', 3: ' ' }) }),
      'text.3',
      'FIELD_REQUIRED',
    );
    const details: string[] = reply.body.details;
    expect(details.filter((line) => /^text\.\d: /.test(line))).toHaveLength(4);
    await refused(
      entry(combo, { text: textOf({ 1: 'x'.repeat(1001), 2: 'a', 3: 'a', 4: 'a', 5: 'a', 6: 'a' }) }),
      'text.1',
      'TEXT_LENGTH_LIMIT',
    );
  });

  it('requires a short name of 1 to 10 characters when the option has an input', async () => {
    await refused(entry(withValue, { shortName: null }), 'shortName', 'SHORT_NAME_ERROR');
    await refused(entry(withValue, { shortName: '' }), 'shortName', 'SHORT_NAME_ERROR');
    await refused(entry(combo, { shortName: '', hasInput: true }), 'shortName', 'SHORT_NAME_ERROR');
    await refused(entry(combo, { shortName: 'eleven_char' }), 'shortName');
    await refused(entry(combo, { shortName: 'a-b' }), 'shortName');
  });

  it('takes min, max, skip count and skip offset as empty or non-negative whole numbers without leading zeros', async () => {
    await refused(entry(withValue, { min: '01' }), 'min');
    await refused(entry(withValue, { max: -3 }), 'max');
    await refused(entry(combo, { skipQuestions: 1.5 }), 'skipQuestions');
    await refused(entry(combo, { skipQuestionsOffset: 'two' }), 'skipQuestionsOffset');
    await refused(entry(withValue, { min: 10, max: '2' }), 'max', 'VALUE_GREATER_THAN');
  });

  it('refuses options for answer types that have none', async () => {
    await refused(entry(await f.dic.question('year_established')), 'questionId', 'NOT_FOR_ANSWER_TYPE');
  });

  it('refuses an edit that breaks a rule, on the option the query names', async () => {
    await refused(entry(combo, { text: textOf({ 1: 'Family' }) }), 'text.2', 'FIELD_REQUIRED', family);
  });

  it('answers 404 for questions, options and bound questions that do not exist', async () => {
    const before = await structureState(f);
    const missing = 999_999;
    expect((await call(f, 'admin', 'post', 'question/answer/dic').send(entry(missing))).status).toBe(404);
    expect(
      (await call(f, 'admin', 'put', `question/answer/dic?answerDicId=${missing}`).send(entry(combo))).status,
    ).toBe(404);
    // An option of another question than the one sent: options do not move between questions.
    expect(
      (await call(f, 'admin', 'put', `question/answer/dic?answerDicId=${family}`).send(entry(withValue)))
        .status,
    ).toBe(404);
    const elsewhere = await f.dic.question('sows_total');
    expect(
      (
        await call(f, 'admin', 'post', 'question/answer/dic').send(
          entry(withValue, { maxAnswerQuestionId: elsewhere }),
        )
      ).status,
    ).toBe(404);
    expect((await call(f, 'admin', 'get', `question/answer/dic/list?questionDicId=${missing}`)).status).toBe(
      404,
    );
    expect(
      (await call(f, 'admin', 'put', `question/answer/dic/setIsActive?answerDicId=${missing}&isActive=true`))
        .status,
    ).toBe(404);
    expect((await call(f, 'admin', 'delete', `question/answer/dic/${missing}`)).status).toBe(404);
    expect(
      (await call(f, 'admin', 'put', `question/answer/dic/swap-order?firstId=${family}&secondId=${missing}`))
        .status,
    ).toBe(404);
    expect(await structureState(f)).toBe(before);
  });

  it('refuses malformed query ids with a 400', async () => {
    expectRefused(await call(f, 'admin', 'get', 'question/answer/dic/list'), 'questionDicId');
    expectRefused(
      await call(f, 'admin', 'put', 'question/answer/dic/setIsActive?answerDicId=1&isActive=maybe'),
      'isActive',
    );
    expectRefused(await call(f, 'admin', 'put', 'question/answer/dic').send(entry(combo)), 'answerDicId');
  });
});
