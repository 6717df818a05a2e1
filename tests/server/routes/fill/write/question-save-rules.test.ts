import { sql } from 'drizzle-orm';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { RoleName } from '../../questionnaire/questionnaire-fixture';
import { callAs, fillFixtureForSuite, fillState, isoDay, save, saveBody, storedState } from './write-support';

describe('POST question/save: the engine rules on the server', () => {
  const f = fillFixtureForSuite();

  const own = (key: string, instance = 0) => f.filled.question(f.questionnaireId.own, key, instance);
  const option = (questionKey: string, optionKey: string) => f.dic.option(questionKey, optionKey);

  /** A save refused with `error` (and `params` in its message), leaving every filled row as it was. */
  async function refused(
    key: string,
    answers: SavedAnswer[],
    error: string,
    options: { role?: RoleName; language?: string; status?: number } = {},
  ) {
    const before = await fillState(f);
    const reply = await save(f, options.role ?? 'farmer', await own(key), answers, {
      status: options.status ?? 400,
      ...(options.language ? { language: options.language } : {}),
    });
    expect(reply.body).toMatchObject({ success: false, error });
    expect(await fillState(f)).toBe(before);
    return reply;
  }

  it('refuses numbers that break the integer and decimal rules, with the engine key in the language asked', async () => {
    await refused('year_established', [{ answer: '1998.5' }], 'VALUE_SHOULD_BE_INTEGER');
    await refused('year_established', [{ answer: '1e3' }], 'VALUE_SHOULD_BE_INTEGER');
    await refused('year_established', [{ answer: '-12' }], 'VALUE_BETWEEN');
    await refused('total_area', [{ answer: '12,5,1' }], 'VALUE_SHOULD_BE_NUMBER');
    await refused('total_area', [{ answer: 'many' }], 'VALUE_SHOULD_BE_NUMBER');
    const german = await refused('year_established', [{ answer: '1850' }], 'VALUE_BETWEEN', {
      language: 'de',
    });
    expect(german.body.message).toBe('Der Wert muss zwischen 1900 - 2017 liegen');
    const english = await refused('total_area', [{ answer: '5000,5' }], 'VALUE_BETWEEN');
    expect(english.body.message).toBe('The value should be between 0 - 5000');
  });

  it('refuses a number written ambiguously or with thousands separators, never guessing which it is', async () => {
    const ambiguous = await refused('total_area', [{ answer: '1,234' }], 'AMBIGUOUS_SEPARATOR');
    expect(ambiguous.body.message).toBe(
      'It is unclear whether this is a whole number or a decimal: type 1234 or 1,2340',
    );
    await refused('total_area', [{ answer: '1.234' }], 'AMBIGUOUS_SEPARATOR');
    const grouped = await refused('total_area', [{ answer: '1 000,5' }], 'NO_THOUSANDS_SEPARATOR', {
      language: 'pl',
    });
    expect(grouped.body.message).toBe('Wpisz liczbę bez separatorów tysięcy: 1000,5');
    await refused('year_established', [{ answer: '1.998' }], 'NO_THOUSANDS_SEPARATOR');
    await refused('total_area', [{ answer: '0,1234567890123456' }], 'TOO_MANY_DIGITS');
  });

  it('stores a number exactly as written, with a point and without a plus sign', async () => {
    const area = await own('total_area');
    await save(f, 'farmer', area, [{ answer: '12.5' }]);
    expect((await storedState(f, area)).answers).toMatchObject([{ answer: '12.5' }]);
    await save(f, 'farmer', area, [{ answer: '+7,50' }]);
    expect((await storedState(f, area)).answers).toMatchObject([{ answer: '7.50' }]);
    await save(f, 'farmer', area, [{ answer: '1,2340' }]);
    expect((await storedState(f, area)).answers).toMatchObject([{ answer: '1.2340' }]);
    const year = await own('year_established');
    await save(f, 'farmer', year, [{ answer: '+2001' }]);
    expect((await storedState(f, year)).answers).toMatchObject([{ answer: '2001' }]);
    await save(f, 'farmer', area, []);
    await save(f, 'farmer', year, []);
  });

  it('says "greater than" with only a minimum and "less than" with only a maximum', async () => {
    const totalArea = await f.dic.question('total_area');
    await f.database.db.execute(sql`update question set min = 10, max = null where id = ${totalArea}`);
    try {
      const low = await refused('total_area', [{ answer: '9,5' }], 'VALUE_GREATER_THAN');
      expect(low.body.message).toBe('The value should be greater than 10');
      await f.database.db.execute(sql`update question set min = null, max = 100 where id = ${totalArea}`);
      const high = await refused('total_area', [{ answer: '100,1' }], 'VALUE_LESS_THAN', { language: 'pl' });
      expect(high.body.message).toBe('Wartość powinna być mniejsza niż 100');
    } finally {
      await f.database.db.execute(sql`update question set min = 0, max = 5000 where id = ${totalArea}`);
    }
  });

  it('bounds an option value by the answer of a question of the same group', async () => {
    await save(f, 'farmer', await own('electricity_kwh'), [{ answer: '1000' }]);
    const heatPump = await option('heating_fuels', 'heat_pump');
    const reply = await refused(
      'heating_fuels',
      [{ answerListId: heatPump, answer: '1500' }],
      'VALUE_BETWEEN',
    );
    expect(reply.body.message).toBe('The value should be between 0 - 1000');
    await save(f, 'farmer', await own('heating_fuels'), [{ answerListId: heatPump, answer: '900' }]);
  });

  it('bounds a value by the answer of a question in another form', async () => {
    const penPigs = await f.dic.question('pen_pigs');
    await f.database.db.execute(
      sql`update question set max_answer_question_id = ${await f.dic.question('fattening_places')} where id = ${penPigs}`,
    );
    try {
      await save(f, 'farmer', await own('pen_pigs'), [{ answer: '60' }]);
      await save(f, 'farmer', await own('fattening_places'), [{ answer: '50' }]);
      const reply = await refused('pen_pigs', [{ answer: '51' }], 'VALUE_BETWEEN');
      expect(reply.body.message).toBe('The value should be between 0 - 50');
      await save(f, 'farmer', await own('pen_pigs'), [{ answer: '50' }]);
    } finally {
      await f.database.db.execute(
        sql`update question set max_answer_question_id = null where id = ${penPigs}`,
      );
    }
  });

  it('takes a bound from a repeated group from its first instance, as the fill screen reads it', async () => {
    const sowsOutdoor = await f.dic.question('sows_outdoor');
    await f.database.db.execute(
      sql`update question set max_answer_question_id = ${await f.dic.question('pen_pigs')} where id = ${sowsOutdoor}`,
    );
    try {
      await f.addInstance(f.questionnaireId.own, 'pen');
      await save(f, 'farmer', await own('pen_pigs', 0), [{ answer: '10' }]);
      await save(f, 'farmer', await own('pen_pigs', 1), [{ answer: '100' }]);
      const reply = await refused('sows_outdoor', [{ answer: '50' }], 'VALUE_BETWEEN');
      expect(reply.body.message).toBe('The value should be between 0 - 10');
      // An unanswered first instance bounds nothing: the second pen's answer is not used instead.
      await save(f, 'farmer', await own('pen_pigs', 0), []);
      await save(f, 'farmer', await own('sows_outdoor'), [{ answer: '50' }]);
    } finally {
      await f.database.db.execute(
        sql`update question set max_answer_question_id = null where id = ${sowsOutdoor}`,
      );
    }
  });

  it('refuses impossible and future dates', async () => {
    await refused('last_vet_inspection', [{ answer: '31/02/2024' }], 'INVALID_DATE_FORMAT');
    await refused('last_vet_inspection', [{ answer: '2024-02-30' }], 'INVALID_DATE_FORMAT');
    await refused('last_vet_inspection', [{ answer: 'last spring' }], 'INVALID_DATE_FORMAT');
    const future = await refused('last_vet_inspection', [{ answer: isoDay(3) }], 'FUTURE_DATE', {
      language: 'it',
    });
    expect(future.body.message).toBe('Non è possibile scegliere una data futura');
  });

  it('refuses a text over the question limit', async () => {
    const id = await f.filled.question(f.questionnaireId.own, 'person_role');
    const before = await fillState(f);
    const reply = await save(f, 'farmer', id, [{ answer: 'x'.repeat(226) }], { status: 400 });
    expect(reply.body).toMatchObject({
      error: 'TEXT_TOO_LONG',
      message: 'The text exceeds the limit of 225 characters',
    });
    expect(await fillState(f)).toBe(before);
    await save(f, 'farmer', id, [{ answer: 'x'.repeat(225) }]);
  });

  it('refuses options of other questions, options without text, inactive options and unavailable ones', async () => {
    await refused(
      'legal_form',
      [{ answerListId: await option('protected_area', 'yes') }],
      'OPTION_NOT_OFFERED',
    );
    await refused(
      'legal_form',
      [{ answerListId: await option('legal_form', 'blank') }],
      'OPTION_NOT_OFFERED',
    );
    await refused(
      'storage_type',
      [{ answerListId: await option('storage_type', 'field_heap') }],
      'OPTION_NOT_OFFERED',
    );
    await refused(
      'energy_rating',
      [{ answerListId: await option('workload_rating', '3') }],
      'OPTION_NOT_OFFERED',
    );
    await refused('legal_form', [{ answerListId: 2_000_000 }], 'OPTION_NOT_OFFERED');
  });

  it('keeps an option already saved usable, even when it is inactive now', async () => {
    const fieldHeap = await option('storage_type', 'field_heap');
    await f.putAnswers(await own('storage_type'), [{ answerOptionId: fieldHeap }]);
    await save(f, 'farmer', await own('storage_type'), [{ answerListId: fieldHeap }]);
  });

  it('offers options that depend on another answer only while that answer allows them', async () => {
    const deepLitter = await option('floor_type', 'deep_litter');
    await refused('floor_type', [{ answerListId: deepLitter }], 'OPTION_NOT_OFFERED');
    await save(f, 'farmer', await own('housing_systems'), [
      { answerListId: await option('housing_systems', 'indoor_bedded') },
    ]);
    await save(f, 'farmer', await own('floor_type'), [{ answerListId: deepLitter }]);
    await refused(
      'floor_type',
      [{ answerListId: await option('floor_type', 'pasture_huts') }],
      'OPTION_NOT_OFFERED',
    );
  });

  it('needs the value of a chosen option with input and checks its bounds (type 5)', async () => {
    const contract = await option('marketing_channel', 'contract');
    await refused('marketing_channel', [{ answerListId: contract }], 'FIELD_REQUIRED');
    await refused('marketing_channel', [{ answerListId: contract, answer: '500' }], 'VALUE_BETWEEN');
    await refused(
      'marketing_channel',
      [{ answerListId: contract, answer: '1,5' }],
      'VALUE_SHOULD_BE_INTEGER',
    );
    const spot = await option('marketing_channel', 'spot');
    await refused('marketing_channel', [{ answerListId: spot, answer: '3' }], 'ANSWER_TYPE_MISMATCH');
    await save(f, 'farmer', await own('marketing_channel'), [{ answerListId: spot }]);
  });

  it('drops a ticked option whose value was cleared (type 7), as the fill screen saves it', async () => {
    const oil = await option('heating_fuels', 'heating_oil');
    const gas = await option('heating_fuels', 'natural_gas');
    await save(f, 'farmer', await own('heating_fuels'), [
      { answerListId: oil, answer: null },
      { answerListId: gas, answer: '300' },
    ]);
    expect((await storedState(f, await own('heating_fuels'))).answers).toMatchObject([
      { answerListId: gas, answer: '300' },
    ]);
    await refused('heating_fuels', [{ answerListId: gas, answer: '2000000' }], 'VALUE_BETWEEN');
  });

  it('refuses a point outside the country', async () => {
    const reply = await refused(
      'farmyard_point',
      [{ geomAnswer: { type: 'Point', coordinates: [2.35, 48.85] } }],
      'OUTSIDE_COUNTRY',
      {
        language: 'nl',
      },
    );
    expect(reply.body.message).toBe('Het punt ligt buiten de grenzen van Polen');
  });

  it('offers the answers of another question as options (type 13)', async () => {
    const person = await f.filled.question(f.questionnaireId.own, 'person_role');
    await save(f, 'farmer', person, [{ answer: 'Herd manager' }]);
    const secondInstance = await f.addInstance(f.questionnaireId.own, 'person');
    const emptyPerson = await f.filled.question(f.questionnaireId.own, 'person_role', 1);
    expect(emptyPerson).toBeGreaterThan(0);
    expect(secondInstance).toBeGreaterThan(0);
    await refused('trained_people', [{ answer: String(emptyPerson) }], 'OPTION_NOT_OFFERED');
    await refused(
      'trained_people',
      [{ answer: String(await own('year_established')) }],
      'OPTION_NOT_OFFERED',
    );
    await save(f, 'farmer', await own('trained_people'), [{ answer: String(person) }]);
    expect((await storedState(f, await own('trained_people'))).answers).toMatchObject([
      { answer: String(person) },
    ]);
  });

  it('refuses answers that do not fit the answer type', async () => {
    await refused('year_established', [{ answer: '1990' }, { answer: '1991' }], 'ANSWER_TYPE_MISMATCH');
    await refused(
      'year_established',
      [{ answerListId: await option('legal_form', 'family') }],
      'ANSWER_TYPE_MISMATCH',
    );
    await refused(
      'legal_form',
      [{ answerListId: await option('legal_form', 'family'), answer: 'x' }],
      'ANSWER_TYPE_MISMATCH',
    );
    const slatted = await option('housing_systems', 'indoor_slatted');
    await refused(
      'housing_systems',
      [{ answerListId: slatted }, { answerListId: slatted }],
      'ANSWER_TYPE_MISMATCH',
    );
    await refused('total_area', [{ answer: '1', text: 'one' }], 'ANSWER_TYPE_MISMATCH');
    await refused('trained_people', [{ answer: 'someone' }], 'ANSWER_TYPE_MISMATCH');
    await refused('farmyard_point', [{ answer: '52,19' }], 'ANSWER_TYPE_MISMATCH');
  });

  it('refuses a body naming another group instance or answer type (400 QUESTION_MISMATCH)', async () => {
    const id = await own('year_established');
    const body = await saveBody(f, id, [{ answer: '1990' }]);
    const otherList = Number((await saveBody(f, await own('legal_form'), [])).filledQuestionListId) + 1;
    const before = await fillState(f);
    const otherQuestion = await f.dic.question('legal_form');
    for (const wrong of [
      { filledQuestionListId: otherList },
      { answerTypeDicId: 2 },
      { questionId: otherQuestion },
    ]) {
      const reply = await callAs(f, 'farmer', 'post', 'question/save')
        .send({ ...body, ...wrong })
        .expect(400);
      expect(reply.body.error).toBe('QUESTION_MISMATCH');
    }
    expect(await fillState(f)).toBe(before);
  });

  it('refuses a body that fails the schema with 400 VALIDATION_FAILED', async () => {
    const id = await own('year_established');
    const body = await saveBody(f, id, [{ answer: '1990' }]);
    const before = await fillState(f);
    const { version: _version, ...withoutVersion } = body;
    for (const invalid of [
      withoutVersion,
      { ...body, version: -1 },
      { ...body, answers: [{ answer: 5 }] },
      { ...body, answers: [{ answer: 'x'.repeat(1001) }] },
      { ...body, answers: [{ geomAnswer: { type: 'Point', coordinates: [19, 91] } }] },
      { ...body, id: 'one' },
    ]) {
      const reply = await callAs(f, 'farmer', 'post', 'question/save').send(invalid).expect(400);
      expect(reply.body.error).toBe('VALIDATION_FAILED');
    }
    expect(await fillState(f)).toBe(before);
  });
});
