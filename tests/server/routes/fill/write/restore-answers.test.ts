import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { selfRegistered } from '@tests/support/self-registered';
import { testApp } from '@tests/support/test-app';
import { selectRows } from '@tests/support/test-database';
import type { RoleName } from '../../questionnaire/questionnaire-fixture';
import { callAs, fillFixtureForSuite, fillState, save, shapeErrors, storedState } from './write-support';

/**
 * Recoverable answers (issue 19): answers skip logic or the delete call removed are offered again
 * (GET question/restorable/:id) and restored by a save of them (POST question/restore/:id); a group
 * instance's deletion keeps its answers in the history.
 */
describe('restoring removed answers', () => {
  const f = fillFixtureForSuite();
  const own = (key: string, instance = 0) => f.filled.question(f.questionnaireId.own, key, instance);
  const option = (questionKey: string, optionKey: string) => f.dic.option(questionKey, optionKey);
  const restorable = (role: RoleName, id: number) => callAs(f, role, 'get', `question/restorable/${id}`);
  const restore = (role: RoleName, id: number, revisionId: number, version: number, language?: string) =>
    callAs(f, role, 'post', `question/restore/${id}`, language).send({ revisionId, version });
  const meter = async (choice: 'yes' | 'no') =>
    save(f, 'farmer', await own('water_metered'), [{ answerListId: await option('water_metered', choice) }]);

  it('offers the answers a skip removed once the question is released, and restores them', async () => {
    const consumption = await own('water_consumption');
    await meter('yes');
    await save(f, 'farmer', consumption, [{ answer: '480' }]);
    expect((await restorable('farmer', consumption).expect(200)).body.data).toEqual([]);
    await meter('no');

    // Still skipped: offered, but a restore is refused and changes nothing.
    const offered = (await restorable('farmer', consumption).expect(200)).body.data;
    expect(offered).toMatchObject([{ reason: 'skipped', answers: [{ answer: '480' }] }]);
    expect(shapeErrors('RestorableAnswer', offered[0])).toEqual([]);
    const skipped = await storedState(f, consumption);
    const before = await fillState(f);
    const refused = await restore('farmer', consumption, offered[0].revisionId, skipped.version, 'de');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('QUESTION_SKIPPED');
    expect(typeof refused.body.message).toBe('string');
    expect(await fillState(f)).toBe(before);

    await meter('yes');
    const stale = await restore('farmer', consumption, offered[0].revisionId, skipped.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('STALE_ANSWER');

    const reply = await restore('farmer', consumption, offered[0].revisionId, skipped.version);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(shapeErrors('SavedFillQuestion', reply.body.data)).toEqual([]);
    expect(reply.body.data).toMatchObject({
      id: consumption,
      version: skipped.version + 1,
      answers: [{ answer: '480' }],
    });
    expect(await storedState(f, consumption)).toMatchObject({
      version: skipped.version + 1,
      answers: [{ answer: '480' }],
    });
    // Sent again, the same restore is answered as stored; nothing is left to offer.
    expect((await restore('farmer', consumption, offered[0].revisionId, skipped.version)).status).toBe(200);
    expect((await restorable('farmer', consumption).expect(200)).body.data).toEqual([]);
    const [latest] = (await callAs(f, 'coordinator', 'get', `question/history/${consumption}`)).body.data;
    expect(latest).toMatchObject({ reason: 'restored', answers: [{ answer: '480' }] });
  });

  it('restores what the delete call removed, for the expert of an assigned questionnaire too', async () => {
    const area = await f.filled.question(f.questionnaireId.assigned, 'total_area');
    await save(f, 'expert', area, [{ answer: '40' }]);
    expect((await callAs(f, 'expert', 'delete', `question/delete/${area}`)).status).toBe(200);
    const [offer] = (await restorable('expert', area).expect(200)).body.data;
    expect(offer).toMatchObject({ reason: 'deleted', answers: [{ answer: '40' }] });
    const { version } = await storedState(f, area);
    expect((await restore('expert', area, offer.revisionId, version)).status).toBe(200);
    expect((await storedState(f, area)).answers).toMatchObject([{ answer: '40' }]);
  });

  it('refuses revisions that are not a removal of this question, other roles and strangers', async () => {
    const consumption = await own('water_consumption');
    const area = await own('total_area');
    await save(f, 'farmer', area, [{ answer: '7' }]);
    await callAs(f, 'farmer', 'delete', `question/delete/${area}`).expect(200);
    const [offer] = (await restorable('farmer', area).expect(200)).body.data;
    const { version } = await storedState(f, area);
    const before = await fillState(f);
    // Another question's removal, and a save, are no removal of this question.
    expect((await restore('farmer', consumption, offer.revisionId, version)).status).toBe(404);
    const [saved] = await selectRows(
      f.database,
      sql`select id from answer_revision where filled_question_id = ${area} and reason = 'saved' limit 1`,
    );
    expect((await restore('farmer', area, Number(saved?.id), version)).status).toBe(404);
    for (const role of ['observer', 'coordinator', 'admin'] as const) {
      expect((await restore(role, area, offer.revisionId, version)).status).toBe(403);
      expect((await restorable(role, area)).status).toBe(403);
    }
    expect((await restore('expert', area, offer.revisionId, version)).status).toBe(404);
    expect((await restorable('expert', area)).status).toBe(404);

    const t = testApp(f.database);
    const stranger = await selfRegistered(t, 'restore.stranger@example.com', 3);
    const asStranger = (call: request.Test) => call.set('Authorization', stranger.bearer);
    const offerReply = await asStranger(request(t.app).get(`/api/secured/question/restorable/${area}`));
    expect(offerReply.status).toBe(404);
    expect(JSON.stringify(offerReply.body)).not.toContain('"7"');
    const restoreReply = await asStranger(
      request(t.app)
        .post(`/api/secured/question/restore/${area}`)
        .send({ revisionId: offer.revisionId, version }),
    );
    expect(restoreReply.status).toBe(404);
    expect(await fillState(f)).toBe(before);
  });

  it('keeps the answers of a deleted group instance, listed in the history of the other instances', async () => {
    const added: GroupInstance = (
      await callAs(f, 'farmer', 'post', 'questionlist/addFilledQuestionList')
        .send({
          filledSubformId: await f.filled.subform(f.questionnaireId.own, 'housing_space'),
          questionListDicId: await f.dic.group('pen'),
          name: 'Pen to remove',
        })
        .expect(200)
    ).body.data;
    const pigsId = await f.dic.question('pen_pigs');
    const removedPigs = added.questionList.find((question) => question.questionId === pigsId);
    expect(removedPigs).toBeDefined();
    await save(f, 'farmer', removedPigs?.id ?? 0, [{ answer: '35' }]);
    await callAs(f, 'farmer', 'post', `questionlist/deleteFilledQuestionList/${added.id}`).expect(200);

    const kept = await selectRows(
      f.database,
      sql`select filled_question_id, question_id, instance_name, reason, answers from answer_revision
          where question_id = ${pigsId} and reason = 'instanceDeleted'`,
    );
    expect(kept).toMatchObject([
      {
        filled_question_id: null,
        question_id: pigsId,
        reason: 'instanceDeleted',
        answers: [{ answer: '35' }],
      },
    ]);
    const firstPigs = await own('pen_pigs', 0);
    const history = (await callAs(f, 'coordinator', 'get', `question/history/${firstPigs}`).expect(200)).body
      .data;
    expect(history).toContainEqual(
      expect.objectContaining({
        reason: 'instanceDeleted',
        answers: [expect.objectContaining({ answer: '35' })],
      }),
    );
    // Not offered for restore: the question it belonged to is gone.
    expect((await restorable('farmer', firstPigs).expect(200)).body.data).toEqual([]);
  });
});
