import { sql } from 'drizzle-orm';
import request from 'supertest';
import { schemaRef } from '@schemas/index';
import { compiledValidator } from '@server/shared/schema-validator';
import { selfRegistered } from '@tests/support/self-registered';
import { testApp } from '@tests/support/test-app';
import { selectRows } from '@tests/support/test-database';
import type { RoleName } from '../questionnaire/questionnaire-fixture';
import { callAs, fillFixtureForSuite } from '../fill/write/write-support';

const reviewCommentShape = compiledValidator(schemaRef('api/review', 'ReviewComment'));

describe('review comments: coordinators comment, the questionnaire users answer and resolve', () => {
  const f = fillFixtureForSuite();
  /** PL-002's questionnaire: the farmer's unit with the expert assigned. */
  const question = () => f.filled.question(f.questionnaireId.assigned, 'year_established');

  const add = async (role: RoleName, filledQuestionId: number, text: string, language?: string) =>
    callAs(f, role, 'post', 'comment/add', language).send({ filledQuestionId, text });
  const list = (role: RoleName, questionnaireId: number) =>
    callAs(f, role, 'get', `comment/list/${questionnaireId}`);
  const reply = (role: RoleName, commentId: number, text: string, language?: string) =>
    callAs(f, role, 'post', `comment/reply/${commentId}`, language).send({ text });
  const resolve = (role: RoleName, commentId: number) =>
    callAs(f, role, 'post', `comment/resolve/${commentId}`);

  async function reviewState(): Promise<string> {
    const rows = await selectRows(
      f.database,
      sql`select (select json_agg(c order by c.id) from review_comment c) as comments,
                 (select json_agg(r order by r.id) from review_reply r) as replies`,
    );
    return JSON.stringify(rows);
  }

  async function newComment(text = 'Is 1990 the year of the first building?'): Promise<number> {
    const reply = await add('coordinator', await question(), text);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return Number(reply.body.data.id);
  }

  it('takes a comment, a reply and a resolution, and shows them to the farmer, the expert and the coordinator', async () => {
    const filledQuestionId = await question();
    const added = await add('coordinator', filledQuestionId, 'Is 1990 the year of the first building?');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(reviewCommentShape(added.body.data), JSON.stringify(reviewCommentShape.errors)).toBe(true);
    expect(added.body.data).toMatchObject({
      questionnaireId: f.questionnaireId.assigned,
      filledQuestionId,
      questionId: await f.dic.question('year_established'),
      authorEmail: 'coordinator@example.com',
      resolvedAt: null,
      replies: [],
    });
    const [place] = await selectRows(
      f.database,
      sql`select l.id as list_id, l.filled_subform_id, fs.filled_form_id from filled_question fq
          join filled_question_list l on l.id = fq.filled_question_list_id
          join filled_subform fs on fs.id = l.filled_subform_id where fq.id = ${filledQuestionId}`,
    );
    expect(added.body.data).toMatchObject({
      filledQuestionListId: Number(place?.list_id),
      filledSubformId: Number(place?.filled_subform_id),
      filledFormId: Number(place?.filled_form_id),
    });
    const commentId = Number(added.body.data.id);

    const answered = await reply('farmer', commentId, 'Yes: the barn was built first.');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.replies).toMatchObject([
      { text: 'Yes: the barn was built first.', authorEmail: 'farmer@example.com' },
    ]);
    expect((await reply('expert', commentId, 'Confirmed on site.')).status).toBe(200);

    const resolved = await resolve('farmer', commentId);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ resolvedByEmail: 'farmer@example.com' });
    expect(resolved.body.data.resolvedAt).toEqual(expect.any(String));

    for (const role of ['farmer', 'expert', 'coordinator'] as const) {
      const seen = await list(role, f.questionnaireId.assigned);
      expect(seen.status, `${role}: ${JSON.stringify(seen.body)}`).toBe(200);
      const comment = seen.body.data.find((item: { id: number }) => item.id === commentId);
      expect(comment, role).toMatchObject({
        text: 'Is 1990 the year of the first building?',
        replies: [{ text: 'Yes: the barn was built first.' }, { text: 'Confirmed on site.' }],
        resolvedByEmail: 'farmer@example.com',
      });
      for (const item of seen.body.data) expect(reviewCommentShape(item)).toBe(true);
    }
  });

  it('keeps a text exactly as typed: spaces, line breaks and letters of every language', async () => {
    const text = '  Zwei Gebäude?\n  Łąka, järvi, città  ';
    const added = await add('coordinator', await question(), text);
    expect(added.status).toBe(200);
    expect(added.body.data.text).toBe(text);
    const [stored] = await selectRows(
      f.database,
      sql`select text from review_comment where id = ${added.body.data.id}`,
    );
    expect(stored?.text).toBe(text);
  });

  it('lets only coordinators start a comment', async () => {
    const filledQuestionId = await question();
    const before = await reviewState();
    for (const role of ['farmer', 'expert', 'observer', 'admin'] as const) {
      const refused = await add(role, filledQuestionId, 'Not mine to write');
      expect(refused.status, role).toBe(403);
    }
    expect(await reviewState()).toBe(before);
  });

  it('lets neither observers nor administrators read, answer or resolve comments', async () => {
    const commentId = await newComment();
    const before = await reviewState();
    for (const role of ['observer', 'admin'] as const) {
      expect((await list(role, f.questionnaireId.assigned)).status, role).toBe(403);
      expect((await reply(role, commentId, 'Hello')).status, role).toBe(403);
      expect((await resolve(role, commentId)).status, role).toBe(403);
    }
    expect(await reviewState()).toBe(before);
  });

  it("shows a farmer nothing of another farmer's questionnaire: every call is a 404 and changes nothing", async () => {
    const otherQuestion = await f.filled.question(f.questionnaireId.other, 'year_established');
    const added = await add('coordinator', otherQuestion, 'On the other farm');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const commentId = Number(added.body.data.id);
    const before = await reviewState();

    const listed = await list('farmer', f.questionnaireId.other);
    expect(listed.status).toBe(404);
    expect(JSON.stringify(listed.body)).not.toContain('On the other farm');
    expect((await reply('farmer', commentId, 'Mine now')).status).toBe(404);
    expect((await resolve('farmer', commentId)).status).toBe(404);
    expect((await reply('expert', commentId, 'Mine now')).status).toBe(404);
    expect(await reviewState()).toBe(before);
  });

  it('gives a freshly self-registered farmer and expert a 404 for every comment call, and changes nothing', async () => {
    const commentId = await newComment();
    const before = await reviewState();
    const t = testApp(f.database);
    for (const [email, role] of [
      ['review.farmer@example.com', 3],
      ['review.expert@example.com', 4],
    ] as const) {
      const stranger = await selfRegistered(t, email, role);
      const as = (call: request.Test) => call.set('Authorization', stranger.bearer);
      const listed = await as(request(t.app).get(`/api/secured/comment/list/${f.questionnaireId.assigned}`));
      expect(listed.status, email).toBe(404);
      expect(JSON.stringify(listed.body)).not.toContain('first building');
      expect(
        (await as(request(t.app).post(`/api/secured/comment/reply/${commentId}`)).send({ text: 'Hi' }))
          .status,
      ).toBe(404);
      expect((await as(request(t.app).post(`/api/secured/comment/resolve/${commentId}`))).status).toBe(404);
      expect(
        (
          await as(request(t.app).post('/api/secured/comment/add')).send({
            filledQuestionId: await question(),
            text: 'Hi',
          })
        ).status,
      ).toBe(403);
    }
    expect(await reviewState()).toBe(before);
  });

  it('closes a resolved comment to replies with a translated 409, and resolving it again changes nothing', async () => {
    const commentId = await newComment();
    const first = await resolve('expert', commentId);
    expect(first.status).toBe(200);
    const before = await reviewState();

    const again = await resolve('coordinator', commentId);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      resolvedAt: first.body.data.resolvedAt,
      resolvedByEmail: 'expert@example.com',
    });
    const late = await reply('farmer', commentId, 'One more thing', 'fi');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: 'COMMENT_RESOLVED' });
    expect(late.body.message).toMatch(/kommentti/);
    expect(await reviewState()).toBe(before);
  });

  it('refuses empty, blank and overlong texts and unknown ids with a reason, changing nothing', async () => {
    const commentId = await newComment();
    const before = await reviewState();
    for (const text of ['', '   \n ', 'x'.repeat(2001)]) {
      const refused = await add('coordinator', await question(), text, 'pl');
      expect(refused.status, JSON.stringify(text.slice(0, 10))).toBe(400);
      expect(refused.body).toMatchObject({ error: 'VALIDATION_FAILED' });
      expect(refused.body.details.join(' ')).toContain('text');
      expect((await reply('farmer', commentId, text)).status).toBe(400);
    }
    expect((await add('coordinator', 2_000_000_000, 'Nowhere')).status).toBe(404);
    expect((await reply('farmer', 2_000_000_000, 'Nowhere')).status).toBe(404);
    expect((await resolve('farmer', 2_000_000_000)).status).toBe(404);
    expect((await list('farmer', 2_000_000_000)).status).toBe(404);
    expect((await add('coordinator', await question(), 'x'.repeat(2000))).status).toBe(200);
    expect(await reviewState()).not.toBe(before);
  });

  it('counts the open comments when a coordinator confirms or unblocks the questionnaire', async () => {
    const setActive = (value: 'true' | 'false') =>
      callAs(f, 'coordinator', 'put', `questinnaire/${f.questionnaireId.assigned}/setIsActive/${value}`);
    await resolveAllOpen();
    expect((await setActive('true')).body.data).toMatchObject({ isActive: true, openComments: 0 });
    await newComment('First point');
    const resolvedOne = await newComment('Second point');
    await newComment('Third point');
    expect((await resolve('farmer', resolvedOne)).status).toBe(200);
    const unblocked = await setActive('false');
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data).toMatchObject({ isActive: false, status: 0, openComments: 2 });
  });

  async function resolveAllOpen() {
    const seen = await list('coordinator', f.questionnaireId.assigned);
    for (const comment of seen.body.data as { id: number; resolvedAt: string | null }[])
      if (comment.resolvedAt === null) expect((await resolve('coordinator', comment.id)).status).toBe(200);
  }
});
