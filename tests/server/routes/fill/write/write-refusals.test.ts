import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { one, type RoleName } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { fillState, SECURED } from './write-support';

/** The ids the fill writes need, in one questionnaire. */
interface WriteIds {
  question: number;
  questionList: number;
  version: number;
  housingSubform: number;
  pen: number;
  building: number;
  energySubform: number;
  form: number;
  penGroup: number;
  biogasGroup: number;
}

interface WriteCall {
  name: string;
  send: (app: Express, bearer: string, ids: WriteIds) => request.Test;
}

const MISSING = 2_000_000_000;

/** Every fill write, each with a request that would change something when allowed. */
const writeCalls: readonly WriteCall[] = [
  {
    name: 'POST question/save',
    send: (app, bearer, ids) =>
      request(app)
        .post(`${SECURED}/question/save`)
        .set('Authorization', bearer)
        .send({
          id: ids.question,
          filledQuestionListId: ids.questionList,
          version: ids.version,
          answers: [{ answer: '1990' }],
        }),
  },
  {
    name: 'DELETE question/delete/{id}',
    send: (app, bearer, ids) =>
      request(app).delete(`${SECURED}/question/delete/${ids.question}`).set('Authorization', bearer),
  },
  {
    name: 'POST questionlist/addFilledQuestionList',
    send: (app, bearer, ids) =>
      request(app)
        .post(`${SECURED}/questionlist/addFilledQuestionList`)
        .set('Authorization', bearer)
        .send({ filledSubformId: ids.housingSubform, questionListDicId: ids.penGroup }),
  },
  {
    name: 'POST questionlist/deleteFilledQuestionList/{id}',
    send: (app, bearer, ids) =>
      request(app)
        .post(`${SECURED}/questionlist/deleteFilledQuestionList/${ids.pen}`)
        .set('Authorization', bearer),
  },
  {
    name: 'PUT questionlist/filledQuestionList/{id}/name',
    send: (app, bearer, ids) =>
      request(app)
        .put(`${SECURED}/questionlist/filledQuestionList/${ids.building}/name`)
        .set('Authorization', bearer)
        .send({ name: 'Barn' }),
  },
  {
    name: 'POST questionlist/saveFilledQuestionListConfig',
    send: (app, bearer, ids) =>
      request(app)
        .post(`${SECURED}/questionlist/saveFilledQuestionListConfig`)
        .set('Authorization', bearer)
        .send({
          added: [{ filledSubformId: ids.energySubform, questionListDicId: ids.biogasGroup }],
          deleted: [],
        }),
  },
  {
    name: 'PUT questinnaire/form/{id}/submit',
    send: (app, bearer, ids) =>
      request(app).put(`${SECURED}/questinnaire/form/${ids.form}/submit`).set('Authorization', bearer),
  },
];

/** The same calls pointed at rows that do not exist (the dictionary ids stay real). */
function missingIds(ids: WriteIds): WriteIds {
  return {
    ...ids,
    question: MISSING,
    pen: MISSING,
    building: MISSING,
    form: MISSING,
    housingSubform: MISSING,
    energySubform: MISSING,
  };
}

const calls = writeCalls.map((call) => [call.name, call] as const);

describe('fill writes refused: roles, scope, accepted questionnaires, submitted forms, missing ids', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
    // A second pen, so removing one would be allowed where the caller may change the questionnaire.
    for (const questionnaireId of Object.values(f.questionnaireId)) {
      if (questionnaireId !== f.questionnaireId.long) await f.addInstance(questionnaireId, 'pen');
    }
  });
  afterAll(async () => {
    await f.close();
  });

  async function idsOf(questionnaireId: number): Promise<WriteIds> {
    const question = await f.filled.question(questionnaireId, 'year_established');
    const row = await one(
      f.database,
      sql`select filled_question_list_id as list, version from filled_question where id = ${question}`,
    );
    return {
      question,
      questionList: Number(row.list),
      version: Number(row.version),
      housingSubform: await f.filled.subform(questionnaireId, 'housing_space'),
      pen: (await f.filled.instances(questionnaireId, 'pen'))[1] ?? MISSING,
      building: (await f.filled.instances(questionnaireId, 'building'))[0] ?? MISSING,
      energySubform: await f.filled.subform(questionnaireId, 'energy_climate'),
      form: await f.filled.form(questionnaireId, 'general'),
      penGroup: await f.dic.group('pen'),
      biogasGroup: await f.dic.group('biogas'),
    };
  }

  async function refusedWith(role: RoleName, call: WriteCall, ids: WriteIds, status: number, error: string) {
    const before = await fillState(f);
    const reply = await call.send(f.app, f.bearer[role], ids);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(reply.body).toMatchObject({ success: false, error, message: expect.any(String) });
    expect(await fillState(f)).toBe(before);
  }

  describe.each(['admin', 'coordinator', 'observer'] as const)(
    'as the %s (a role that does not fill)',
    (role) => {
      it.each(calls)('%s answers 403 and changes nothing', async (_name, call) => {
        await refusedWith(role, call, await idsOf(f.questionnaireId.own), 403, 'FORBIDDEN');
      });
      it.each(calls)('%s answers 403 before looking at the ids', async (_name, call) => {
        await refusedWith(role, call, missingIds(await idsOf(f.questionnaireId.own)), 403, 'FORBIDDEN');
      });
    },
  );

  // Another's questionnaire is answered as if it did not exist: its ids reveal nothing.
  it.each(calls)("%s: a farmer on another farmer's questionnaire gets 404", async (_name, call) => {
    await refusedWith('farmer', call, await idsOf(f.questionnaireId.other), 404, 'NOT_FOUND');
  });

  it.each(calls)('%s: an expert on a unit not assigned to them gets 404', async (_name, call) => {
    await refusedWith('expert', call, await idsOf(f.questionnaireId.own), 404, 'NOT_FOUND');
  });

  it('refuses the farmer the Long questionnaire of their own unit (its type is hidden from farmers)', async () => {
    const form = await one(
      f.database,
      sql`select id from filled_form where questionnaire_id = ${f.questionnaireId.long}`,
    );
    const submit = (role: RoleName) =>
      request(f.app)
        .put(`${SECURED}/questinnaire/form/${Number(form.id)}/submit`)
        .set('Authorization', f.bearer[role]);
    expect((await submit('farmer')).status).toBe(404);
  });

  it.each(calls)(
    '%s: an accepted (active) questionnaire answers 409 QUESTIONNAIRE_ACTIVE',
    async (_name, call) => {
      const questionnaireId = f.questionnaireId.assigned;
      await f.database.db.execute(
        sql`update questionnaire set is_active = true where id = ${questionnaireId}`,
      );
      try {
        for (const role of ['farmer', 'expert'] as const) {
          await refusedWith(role, call, await idsOf(questionnaireId), 409, 'QUESTIONNAIRE_ACTIVE');
        }
      } finally {
        await f.database.db.execute(
          sql`update questionnaire set is_active = false where id = ${questionnaireId}`,
        );
      }
    },
  );

  it.each(calls)('%s: a submitted form answers 409 FORM_SUBMITTED', async (_name, call) => {
    const questionnaireId = f.questionnaireId.assigned;
    await f.database.db.execute(
      sql`update filled_form set status = true where questionnaire_id = ${questionnaireId}`,
    );
    try {
      await refusedWith('expert', call, await idsOf(questionnaireId), 409, 'FORM_SUBMITTED');
    } finally {
      await f.database.db.execute(
        sql`update filled_form set status = false where questionnaire_id = ${questionnaireId}`,
      );
    }
  });

  it.each(calls.filter(([name]) => !name.includes('submit')))(
    '%s: a subform an administrator switched off answers 409 STRUCTURE_INACTIVE',
    async (_name, call) => {
      await f.database.db.execute(sql`update subform set is_active = false`);
      try {
        await refusedWith('farmer', call, await idsOf(f.questionnaireId.own), 409, 'STRUCTURE_INACTIVE');
      } finally {
        await f.database.db.execute(sql`update subform set is_active = true`);
      }
    },
  );

  it.each(calls)(
    '%s: a form an administrator switched off answers 409 STRUCTURE_INACTIVE',
    async (_name, call) => {
      await f.database.db.execute(sql`update form set is_active = false`);
      try {
        await refusedWith('expert', call, await idsOf(f.questionnaireId.assigned), 409, 'STRUCTURE_INACTIVE');
      } finally {
        await f.database.db.execute(sql`update form set is_active = true`);
      }
    },
  );

  it('switching a subform off through the structure call stops saves into it, switching it on again allows them', async () => {
    const ids = await idsOf(f.questionnaireId.own);
    const subformId = Number(
      (
        await one(
          f.database,
          sql`select fs.subform_id as id from filled_question fq
            join filled_question_list l on l.id = fq.filled_question_list_id
            join filled_subform fs on fs.id = l.filled_subform_id where fq.id = ${ids.question}`,
        )
      ).id,
    );
    const setActive = (value: boolean) =>
      request(f.app)
        .put(`${SECURED}/questinnaire/subform/dic/setIsActive?subFormDicId=${subformId}&isActive=${value}`)
        .set('Authorization', f.bearer.admin)
        .expect(200);
    const save = writeCalls[0];
    if (!save) throw new Error('no save call');
    await setActive(false);
    try {
      const refused = await save.send(f.app, f.bearer.farmer, ids).set('Accept-Language', 'pl').expect(409);
      expect(refused.body).toMatchObject({
        error: 'STRUCTURE_INACTIVE',
        message: expect.stringMatching(/wyłączona/),
      });
    } finally {
      await setActive(true);
    }
    await save.send(f.app, f.bearer.farmer, await idsOf(f.questionnaireId.own)).expect(200);
  });

  it.each(calls)('%s: ids that name nothing answer 404', async (_name, call) => {
    await refusedWith('farmer', call, missingIds(await idsOf(f.questionnaireId.own)), 404, 'NOT_FOUND');
  });

  it.each(calls)('%s without a session answers 401', async (_name, call) => {
    const reply = await call.send(f.app, 'Bearer not-a-token', await idsOf(f.questionnaireId.own));
    expect(reply.status).toBe(401);
  });

  it.each(calls)('%s goes through for the farmer on their own questionnaire', async (_name, call) => {
    const reply = await call.send(f.app, f.bearer.farmer, await idsOf(f.questionnaireId.own));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.success).toBe(true);
  });

  it('answers 400 for ids that are not ids and for unknown query parameters', async () => {
    const before = await fillState(f);
    const bearer = f.bearer.farmer;
    for (const path of ['question/delete/abc', 'question/delete/0']) {
      expect((await request(f.app).delete(`${SECURED}/${path}`).set('Authorization', bearer)).status).toBe(
        400,
      );
    }
    const post = (path: string) => request(f.app).post(`${SECURED}/${path}`).set('Authorization', bearer);
    expect((await post('questionlist/deleteFilledQuestionList/-1')).status).toBe(400);
    expect((await post('questionlist/deleteFilledQuestionList/1?force=true')).status).toBe(400);
    const submit = await request(f.app)
      .put(`${SECURED}/questinnaire/form/x/submit`)
      .set('Authorization', bearer);
    expect(submit.status).toBe(400);
    expect(await fillState(f)).toBe(before);
  });
});
