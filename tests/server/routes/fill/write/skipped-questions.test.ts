import type { SavedFillQuestion } from '@schemas/generated/api/fill';
import {
  callAs,
  fillFixtureForSuite,
  fillState,
  save,
  saveBody,
  shapeErrors,
  storedState,
} from './write-support';

describe('skipped questions: read-only, their answers deleted', () => {
  const f = fillFixtureForSuite();

  const own = (key: string, instance = 0) => f.filled.question(f.questionnaireId.own, key, instance);
  const option = (questionKey: string, optionKey: string) => f.dic.option(questionKey, optionKey);
  const deleteAnswers = (id: number) => callAs(f, 'farmer', 'delete', `question/delete/${id}`);

  it('deletes the answers of the questions a new choice skips, except type 16, and raises their versions', async () => {
    await save(f, 'farmer', await own('water_consumption'), [{ answer: '500' }]);
    await save(f, 'farmer', await own('water_source'), [
      { answerListId: await option('water_source', 'own_well') },
    ]);
    const consumption = await storedState(f, await own('water_consumption'));
    const source = await storedState(f, await own('water_source'));

    await save(f, 'farmer', await own('water_metered'), [
      { answerListId: await option('water_metered', 'no') },
    ]);
    expect(await storedState(f, await own('water_consumption'))).toMatchObject({
      version: consumption.version + 1,
      answers: [],
    });
    expect(await storedState(f, await own('water_source'))).toEqual(source);
  });

  it('refuses saves to a skipped question, type 16 included, with 409 QUESTION_SKIPPED and no change', async () => {
    const before = await fillState(f);
    const reply = await save(f, 'farmer', await own('water_consumption'), [{ answer: '600' }], {
      status: 409,
      language: 'fi',
    });
    expect(reply.body).toMatchObject({ success: false, error: 'QUESTION_SKIPPED' });
    expect(reply.body.message).toContain('ohitetaan');
    await save(f, 'farmer', await own('water_consumption'), [], { status: 409 });
    await save(
      f,
      'farmer',
      await own('water_source'),
      [{ answerListId: await option('water_source', 'mains') }],
      {
        status: 409,
      },
    );
    expect(await fillState(f)).toBe(before);
  });

  it('releases the questions when the choice is undone', async () => {
    await save(f, 'farmer', await own('water_metered'), [
      { answerListId: await option('water_metered', 'yes') },
    ]);
    await save(f, 'farmer', await own('water_consumption'), [{ answer: '650' }]);
  });

  it('skips by offset: "no" to covered storage skips the cover type, not the months', async () => {
    await save(f, 'farmer', await own('storage_covered'), [
      { answerListId: await option('storage_covered', 'no') },
    ]);
    await save(f, 'farmer', await own('storage_months'), [{ answer: '6' }]);
    await save(f, 'farmer', await own('cover_type'), [], { status: 409 });
  });

  it("deletes a question's answers on DELETE question/delete, raising the version, and answers it as stored", async () => {
    const id = await own('group_treatments');
    await save(f, 'farmer', id, [{ answer: '12' }]);
    const before = await storedState(f, id);
    const reply = await deleteAnswers(id).expect(200);
    const data: SavedFillQuestion = reply.body.data;
    expect(shapeErrors('SavedFillQuestion', data)).toEqual([]);
    expect(data).toMatchObject({ id, version: before.version + 1, answers: [] });
    expect(await storedState(f, id)).toMatchObject({ version: before.version + 1, answers: [] });
  });

  it('is idempotent: deleting answers that are gone changes nothing, not even the version', async () => {
    const id = await own('group_treatments');
    const before = await fillState(f);
    const reply = await deleteAnswers(id).expect(200);
    expect(reply.body.data).toMatchObject({ id, answers: [] });
    expect(await fillState(f)).toBe(before);
  });

  it('deletes before the skipping choice is saved (the fill screen may send them in that order)', async () => {
    const treatments = await own('group_treatments');
    const routes = await own('treatment_routes');
    await save(f, 'farmer', treatments, [{ answer: '3' }]);
    await save(f, 'farmer', routes, [{ answerListId: await option('treatment_routes', 'injection') }]);
    await deleteAnswers(treatments).expect(200);
    await deleteAnswers(routes).expect(200);
    await save(f, 'farmer', await own('antibiotics_used'), [
      { answerListId: await option('antibiotics_used', 'no') },
    ]);
    expect((await storedState(f, treatments)).answers).toEqual([]);
    expect((await storedState(f, routes)).answers).toEqual([]);
    await deleteAnswers(routes).expect(200);
  });

  it('makes a save read before the deletion stale', async () => {
    const id = await own('fattening_mortality');
    await save(f, 'farmer', id, [{ answer: '2,5' }]);
    const read = await storedState(f, id);
    await deleteAnswers(id).expect(200);
    const late = await saveBody(f, id, [{ answer: '3' }], read.version);
    const reply = await callAs(f, 'farmer', 'post', 'question/save').send(late).expect(409);
    expect(reply.body.error).toBe('STALE_ANSWER');
    expect((await storedState(f, id)).answers).toEqual([]);
  });
});
