import request from 'supertest';
import { schemaRef } from '@schemas/index';
import { compiledValidator } from '@server/shared/schema-validator';
import { selfRegistered } from '@tests/support/self-registered';
import { testApp } from '@tests/support/test-app';
import type { RoleName } from '../questionnaire/questionnaire-fixture';
import { callAs, fillFixtureForSuite, save, storedState } from '../fill/write/write-support';

const revisionShape = compiledValidator(schemaRef('api/review', 'AnswerRevision'));

/**
 * Recoverable answers (issue 19): every change of a filled question's answers is kept, removals by
 * skip logic and by the delete call with the answers they removed, and the history is readable by
 * the questionnaire's farmer and expert and the coordinators.
 */
describe('GET question/history/:id: who changed an answer, when and to what', () => {
  const f = fillFixtureForSuite();
  const own = (key: string) => f.filled.question(f.questionnaireId.own, key);
  const option = (questionKey: string, optionKey: string) => f.dic.option(questionKey, optionKey);
  const history = (role: RoleName, filledQuestionId: number) =>
    callAs(f, role, 'get', `question/history/${filledQuestionId}`);

  it('keeps every save, and the answers skip logic removed, newest first', async () => {
    const consumption = await own('water_consumption');
    await save(f, 'farmer', await own('water_metered'), [
      { answerListId: await option('water_metered', 'yes') },
    ]);
    await save(f, 'farmer', consumption, [{ answer: '480' }]);
    await save(f, 'farmer', consumption, [{ answer: '500' }]);
    await save(f, 'farmer', await own('water_metered'), [
      { answerListId: await option('water_metered', 'no') },
    ]);
    const removed = await storedState(f, consumption);
    expect(removed.answers).toEqual([]);

    const reply = await history('coordinator', consumption);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    for (const revision of reply.body.data) expect(revisionShape(revision)).toBe(true);
    expect(reply.body.data).toMatchObject([
      {
        reason: 'skipped',
        version: removed.version,
        answers: [{ answer: '500' }],
        changedByEmail: 'farmer@example.com',
      },
      { reason: 'saved', version: removed.version - 1, answers: [{ answer: '500' }] },
      { reason: 'saved', version: removed.version - 2, answers: [{ answer: '480' }] },
    ]);
  });

  it('keeps the answers the delete call removed, and restoring them is a save like any other', async () => {
    const area = await own('total_area');
    await save(f, 'farmer', area, [{ answer: '12.5' }]);
    const deleted = await callAs(f, 'farmer', 'delete', `question/delete/${area}`);
    expect(deleted.status).toBe(200);
    const [latest] = (await history('farmer', area)).body.data;
    expect(latest).toMatchObject({ reason: 'deleted', answers: [{ answer: '12.5' }] });

    await save(f, 'farmer', area, latest.answers);
    expect((await storedState(f, area)).answers).toMatchObject([{ answer: '12.5' }]);
    expect(
      (await history('expert', await f.filled.question(f.questionnaireId.assigned, 'total_area'))).status,
    ).toBe(200);
  });

  it('records nothing for a delete of a question without answers', async () => {
    const notes = await own('building_notes');
    const before = (await history('farmer', notes)).body.data;
    expect((await callAs(f, 'farmer', 'delete', `question/delete/${notes}`)).status).toBe(200);
    expect((await history('farmer', notes)).body.data).toEqual(before);
  });

  it('shows no history to observers or administrators, nor of another farmer\u2019s questionnaire', async () => {
    const area = await own('total_area');
    expect((await history('observer', area)).status).toBe(403);
    expect((await history('admin', area)).status).toBe(403);
    const other = await f.filled.question(f.questionnaireId.other, 'total_area');
    expect((await history('farmer', other)).status).toBe(404);
    expect((await history('expert', area)).status).toBe(404);
    expect((await history('farmer', 2_000_000_000)).status).toBe(404);
  });

  it('gives a freshly self-registered farmer a 404, and none of the answers', async () => {
    const area = await own('total_area');
    const t = testApp(f.database);
    const stranger = await selfRegistered(t, 'history.stranger@example.com', 3);
    const reply = await request(t.app)
      .get(`/api/secured/question/history/${area}`)
      .set('Authorization', stranger.bearer);
    expect(reply.status).toBe(404);
    expect(JSON.stringify(reply.body)).not.toContain('12.5');
  });
});
