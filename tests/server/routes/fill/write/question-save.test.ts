import { sql } from 'drizzle-orm';
import { gridCellAt } from '@engine/geo/grid-cell-at';
import { gridCellCode } from '@engine/geo/grid-cell-code';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import type { GeoJsonPoint } from '@schemas/generated/answers';
import type { SavedFillQuestion } from '@schemas/generated/api/fill';
import { selectRows } from '@tests/support/test-database';
import {
  callAs,
  fillFixtureForSuite,
  fillState,
  isoDay,
  save,
  saveBody,
  shapeErrors,
  storedState,
} from './write-support';

describe('POST question/save: answers stored by type, versions and ordering', () => {
  const f = fillFixtureForSuite();

  const own = (key: string, instance = 0) => f.filled.question(f.questionnaireId.own, key, instance);

  it('stores a valid answer, raises the version by one and answers the question as stored', async () => {
    const id = await own('year_established');
    const before = await storedState(f, id);
    const reply = await save(f, 'farmer', id, [{ answer: ' 1998 ' }]);
    const saved: SavedFillQuestion = reply.body.data;
    expect(shapeErrors('SavedFillQuestion', saved)).toEqual([]);
    expect(saved).toMatchObject({
      id,
      questionId: await f.dic.question('year_established'),
      answerTypeDicId: 1,
      version: before.version + 1,
      answers: [{ answer: '1998', answerListId: null }],
    });
    expect(saved.date).toEqual(expect.any(String));
    expect(saved.answers[0]?.date).toEqual(expect.any(String));
    const after = await storedState(f, id);
    expect(after.version).toBe(before.version + 1);
    expect(after.answers).toMatchObject([{ answer: '1998' }]);
    expect(new Date(String(after.savedAt)).toISOString()).toBe(saved.date);
  });

  it('stores what the engine would send: comma decimals with a dot, dates as yyyy-MM-dd, long texts as written', async () => {
    await save(f, 'farmer', await own('total_area'), [{ answer: '12,5' }]);
    expect((await storedState(f, await own('total_area'))).answers).toMatchObject([{ answer: '12.5' }]);

    await save(f, 'farmer', await own('last_vet_inspection'), [{ answer: '05/03/2024' }]);
    expect((await storedState(f, await own('last_vet_inspection'))).answers).toMatchObject([
      { answer: '2024-03-05' },
    ]);
    await save(f, 'farmer', await own('last_vet_inspection'), [{ answer: isoDay(0) }]);

    const notes = await f.filled.question(f.questionnaireId.own, 'building_notes');
    const text = '  Two rooms,\n  one with windows  ';
    await save(f, 'farmer', notes, [{ answer: text }]);
    expect((await storedState(f, notes)).answers).toMatchObject([{ answer: text }]);
  });

  it('stores choices, choices with values, points and grid squares', async () => {
    const family = await f.dic.option('legal_form', 'family');
    await save(f, 'farmer', await own('legal_form'), [{ answerListId: family }]);
    expect((await storedState(f, await own('legal_form'))).answers).toMatchObject([{ answerListId: family }]);

    const slatted = await f.dic.option('housing_systems', 'indoor_slatted');
    const outdoor = await f.dic.option('housing_systems', 'outdoor');
    await save(f, 'farmer', await own('housing_systems'), [
      { answerListId: slatted },
      { answerListId: outdoor },
    ]);
    expect((await storedState(f, await own('housing_systems'))).answers).toMatchObject([
      { answerListId: slatted },
      { answerListId: outdoor },
    ]);

    const contract = await f.dic.option('marketing_channel', 'contract');
    await save(f, 'farmer', await own('marketing_channel'), [{ answerListId: contract, answer: '24' }]);
    expect((await storedState(f, await own('marketing_channel'))).answers).toMatchObject([
      { answerListId: contract, answer: '24' },
    ]);

    const oil = await f.dic.option('heating_fuels', 'heating_oil');
    const gas = await f.dic.option('heating_fuels', 'natural_gas');
    await save(f, 'farmer', await own('heating_fuels'), [
      { answerListId: oil, answer: '1200' },
      { answerListId: gas, answer: '300' },
    ]);
    expect((await storedState(f, await own('heating_fuels'))).answers).toHaveLength(2);

    const point: GeoJsonPoint = { type: 'Point', coordinates: [19.123456789, 51.5] };
    await save(f, 'farmer', await own('farmyard_point'), [{ geomAnswer: point }]);
    expect((await storedState(f, await own('farmyard_point'))).answers).toMatchObject([
      { geomAnswer: { type: 'Point', coordinates: [19.123457, 51.5] } },
    ]);

    // The cell of the Palace of Culture in Warsaw, as the map draws it.
    const cell = gridCellAt({ latitude: 52.2318, longitude: 21.006 });
    const code = gridCellCode(cell);
    const square = gridCellSquare(cell);
    await save(f, 'farmer', await own('water_intake_grid'), [{ answer: code, gridGeomAnswer: square }]);
    expect((await storedState(f, await own('water_intake_grid'))).answers).toMatchObject([
      { answer: '1kmE5069N3292', gridGeomAnswer: square },
    ]);
  });

  it('clears a question with an empty list, and saves a cleared mandatory rating (type 10)', async () => {
    const rating = await own('energy_rating');
    await save(f, 'farmer', rating, [{ answerListId: await f.dic.option('energy_rating', '4') }]);
    await save(f, 'farmer', rating, []);
    expect((await storedState(f, rating)).answers).toEqual([]);
    await save(f, 'farmer', await own('year_established'), [{ answer: '   ' }]);
    expect((await storedState(f, await own('year_established'))).answers).toEqual([]);
  });

  it('lets the expert save on the questionnaire of a unit assigned to them', async () => {
    const id = await f.filled.question(f.questionnaireId.assigned, 'sows_total');
    await save(f, 'expert', id, [{ answer: '250' }]);
    expect((await storedState(f, id)).answers).toMatchObject([{ answer: '250' }]);
  });

  it('refuses a version older than the stored one with 409 STALE_ANSWER and changes nothing', async () => {
    const id = await own('boars_total');
    await save(f, 'farmer', id, [{ answer: '4' }]);
    const { version } = await storedState(f, id);
    const before = await fillState(f);
    const reply = await save(f, 'farmer', id, [{ answer: '9' }], {
      version: version - 1,
      language: 'pl',
      status: 409,
    });
    expect(reply.body).toMatchObject({ success: false, error: 'STALE_ANSWER' });
    expect(reply.body.message).toContain('w międzyczasie');
    expect(await fillState(f)).toBe(before);
  });

  it('refuses a version the server never gave (newer than stored) the same way', async () => {
    const id = await own('piglets_weaned');
    const { version } = await storedState(f, id);
    const before = await fillState(f);
    await save(f, 'farmer', id, [{ answer: '9' }], { version: version + 5, status: 409 });
    expect(await fillState(f)).toBe(before);
  });

  it('rejects a slow earlier save arriving after a later one: the later answer stays', async () => {
    const id = await own('fattening_places');
    const { version } = await storedState(f, id);
    // Both were sent from the same read; the later one reaches the server first.
    const earlier = await saveBody(f, id, [{ answer: '100' }], version);
    const later = await saveBody(f, id, [{ answer: '150' }], version);
    await callAs(f, 'farmer', 'post', 'question/save').send(later).expect(200);
    const reply = await callAs(f, 'farmer', 'post', 'question/save').send(earlier).expect(409);
    expect(reply.body.error).toBe('STALE_ANSWER');
    expect(await storedState(f, id)).toMatchObject({ version: version + 1, answers: [{ answer: '150' }] });
  });

  it('rejects an earlier save repeated after the next save went through', async () => {
    const id = await own('pigs_sold');
    const { version } = await storedState(f, id);
    const first = await saveBody(f, id, [{ answer: '1000' }], version);
    await callAs(f, 'farmer', 'post', 'question/save').send(first).expect(200);
    await callAs(f, 'farmer', 'post', 'question/save')
      .send(await saveBody(f, id, [{ answer: '1100' }], version + 1))
      .expect(200);
    await callAs(f, 'farmer', 'post', 'question/save').send(first).expect(409);
    expect(await storedState(f, id)).toMatchObject({ version: version + 2, answers: [{ answer: '1100' }] });
  });

  it('answers a repeat of the same save (a retry after a lost reply) as saved, without a second change', async () => {
    const id = await own('slaughter_weight');
    const { version } = await storedState(f, id);
    const body = await saveBody(f, id, [{ answer: '118,5' }], version);
    const first = await callAs(f, 'farmer', 'post', 'question/save').send(body).expect(200);
    const stateAfterFirst = await fillState(f);
    const repeat = await callAs(f, 'farmer', 'post', 'question/save').send(body).expect(200);
    expect(repeat.body.data).toEqual(first.body.data);
    expect(await fillState(f)).toBe(stateAfterFirst);
    // The same version with other answers is a conflict, not a repeat.
    const other = await saveBody(f, id, [{ answer: '119' }], version);
    await callAs(f, 'farmer', 'post', 'question/save').send(other).expect(409);
  });

  it('lets exactly one of two saves sent at once from the same version through', async () => {
    const id = await own('sows_total');
    const { version } = await storedState(f, id);
    const replies = await Promise.all(
      ['310', '320'].map(async (answer) =>
        callAs(f, 'farmer', 'post', 'question/save').send(await saveBody(f, id, [{ answer }], version)),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.status === 200);
    expect(await storedState(f, id)).toMatchObject({
      version: version + 1,
      answers: [{ answer: winner?.body.data.answers[0].answer }],
    });
  });

  it('keeps the versions of other questions and instances untouched', async () => {
    const first = await f.filled.question(f.questionnaireId.own, 'building_year', 0);
    const others = sql`select id, version from filled_question where id <> ${first} order by id`;
    const versions = await selectRows(f.database, others);
    await save(f, 'farmer', first, [{ answer: '1990' }]);
    expect(await selectRows(f.database, others)).toEqual(versions);
  });
});
