import { sql } from 'drizzle-orm';
import type { FormListItem } from '@schemas/generated/api/fill';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { callAs, fillState, save, shapeErrors } from './write-support';

describe('PUT questinnaire/form/{filledFormId}/submit', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const form = (key: string) => f.filled.form(f.questionnaireId.own, key);
  /** Submits a form of the farmer's questionnaire and checks the reply's status. */
  const submit = async (key: string, status: number, language?: string) => {
    const reply = await callAs(f, 'farmer', 'put', `questinnaire/form/${await form(key)}/submit`, language);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    return reply;
  };

  it('submits a form without mandatory ratings: status true for good', async () => {
    const reply = await submit('general', 200);
    expect(shapeErrors('SubmittedForm', reply.body.data)).toEqual([]);
    expect(reply.body.data).toMatchObject({
      id: await form('general'),
      formDicId: await f.dic.form('general'),
      status: true,
    });
    const forms: FormListItem[] = (
      await callAs(f, 'farmer', 'get', `questinnaire/form/${f.questionnaireId.own}`).expect(200)
    ).body.data;
    expect(forms.filter((item) => item.status).map((item) => item.id)).toEqual([await form('general')]);
  });

  it('refuses a second submission and every change in the submitted form with 409 FORM_SUBMITTED', async () => {
    const before = await fillState(f);
    expect((await submit('general', 409)).body.error).toBe('FORM_SUBMITTED');
    const reply = await save(
      f,
      'farmer',
      await f.filled.question(f.questionnaireId.own, 'sows_total'),
      [{ answer: '5' }],
      {
        status: 409,
        language: 'de',
      },
    );
    expect(reply.body).toMatchObject({
      error: 'FORM_SUBMITTED',
      message: 'Dieses Formular wurde eingereicht und kann nicht mehr geändert werden.',
    });
    await callAs(f, 'farmer', 'post', 'questionlist/addFilledQuestionList')
      .send({
        filledSubformId: await f.filled.subform(f.questionnaireId.own, 'location_buildings'),
        questionListDicId: await f.dic.group('building'),
      })
      .expect(409);
    expect(await fillState(f)).toBe(before);
  });

  it('leaves the other forms open', async () => {
    await save(f, 'farmer', await f.filled.question(f.questionnaireId.own, 'storage_capacity'), [
      { answer: '900' },
    ]);
  });

  it('refuses a form with an unanswered mandatory rating, naming each one', async () => {
    const before = await fillState(f);
    const reply = await submit('environment', 409);
    expect(reply.body).toMatchObject({
      success: false,
      error: 'MANDATORY_ANSWERS_MISSING',
      message: 'The form cannot be submitted yet: mandatory answers are missing (1).',
    });
    expect(reply.body.details).toEqual([expect.stringMatching(/ › .+: question 5$/)]);
    const polish = await submit('environment', 409, 'pl');
    expect(polish.body.details).toEqual([expect.stringMatching(/: pytanie 5$/)]);
    expect(await fillState(f)).toBe(before);
  });

  it('submits it once the rating is answered', async () => {
    await save(f, 'farmer', await f.filled.question(f.questionnaireId.own, 'energy_rating'), [
      { answerListId: await f.dic.option('energy_rating', '3') },
    ]);
    await submit('environment', 200);
  });

  it('names every missing rating, leaving out those of inactive groups and skipped questions', async () => {
    expect((await submit('social', 409)).body.details).toHaveLength(2);
    const neighbours = await f.dic.group('neighbours');
    await f.database.db.execute(sql`update question_group set is_active = false where id = ${neighbours}`);
    try {
      expect((await submit('social', 409)).body.details).toHaveLength(1);
      // An inactive question is not shown, so it is not missing either.
      const workload = await f.dic.question('workload_rating');
      await f.database.db.execute(sql`update question set is_active = false where id = ${workload}`);
      try {
        await submit('social', 200);
      } finally {
        await f.database.db.execute(sql`update question set is_active = true where id = ${workload}`);
      }
    } finally {
      await f.database.db.execute(sql`update question_group set is_active = true where id = ${neighbours}`);
    }
  });

  it('does not count a rating skipped by an earlier choice', async () => {
    const channel = await f.dic.option('marketing_channel', 'direct');
    await f.database.db.execute(sql`update answer_option set skip_questions = 1 where id = ${channel}`);
    try {
      expect((await submit('economy', 409)).body.details).toHaveLength(1);
      await save(f, 'farmer', await f.filled.question(f.questionnaireId.own, 'marketing_channel'), [
        { answerListId: channel },
      ]);
      await submit('economy', 200);
    } finally {
      await f.database.db.execute(sql`update answer_option set skip_questions = 0 where id = ${channel}`);
    }
  });
});
