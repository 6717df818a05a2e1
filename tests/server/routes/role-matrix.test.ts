import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD, demoAccounts } from '@server/data/seed/demo-data';
import { bearerFor, testApp } from '@tests/support/test-app';
import { selfRegistered, type SelfRegisteredAccount } from '@tests/support/self-registered';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

/**
 * Every secured call against every role: a role outside the call's allowed set gets 403 (or 404 when
 * it may not even see the questionnaire the call names) and the call changes nothing; an allowed role is never refused with 403 (it may still meet a 404 or 409
 * for the demo row the matrix points at). Each role works on its own copy of the demo database, so
 * what one role changes cannot hide another role's refusal.
 */

type RoleName = 'admin' | 'coordinator' | 'farmer' | 'expert' | 'observer';

interface DemoIds {
  farmerId: number;
  expertId: number;
  coordinatorId: number;
  ownedUnitId: number;
  assignedUnitId: number;
  inactiveUnitId: number;
  ownedQuestionnaireId: number;
  assignedQuestionnaireId: number;
  questionnaireTypeId: number;
  /** The owned questionnaire's first filled form, subform and question (the fill path). */
  ownedFill: { form: number; subform: number; question: number; formDicId: number; questionDicId: number };
  /** Rows of the assigned unit's questionnaire the fill writes change (farmer and expert may fill it). */
  assignedFill: AssignedFill;
}

interface AssignedFill {
  question: number;
  questionList: number;
  version: number;
  housingSubform: number;
  penGroup: number;
  building: number;
  energySubform: number;
  biogasGroup: number;
  generalForm: number;
}

interface SecuredCall {
  name: string;
  allowed: readonly RoleName[];
  send: (ids: DemoIds, bearer: string, agent: ReturnType<typeof request>) => request.Test;
}

const ALL_ROLES: readonly RoleName[] = ['admin', 'coordinator', 'farmer', 'expert', 'observer'];

// The matrix covers every demo account, so a new role cannot slip in untested.
if (demoAccounts.length !== ALL_ROLES.length) throw new Error('The role matrix misses a demo account');

/** Reads come first and changes last, so that a change never removes the row a later call needs. */
const securedCalls: readonly SecuredCall[] = [
  {
    name: 'GET farm/list2',
    allowed: ['coordinator', 'farmer', 'expert', 'observer'],
    send: (_, bearer, agent) => agent.get('/api/secured/farm/list2').set('Authorization', bearer),
  },
  {
    name: 'GET farm/listByUserId (a farmer)',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent.get(`/api/secured/farm/listByUserId?userId=${ids.farmerId}`).set('Authorization', bearer),
  },
  {
    name: 'GET farm/inactiveUnitList/',
    allowed: ['farmer', 'expert'],
    send: (_, bearer, agent) => agent.get('/api/secured/farm/inactiveUnitList/').set('Authorization', bearer),
  },
  {
    name: 'GET questinnaire/list2',
    allowed: ['coordinator', 'farmer', 'expert', 'observer'],
    send: (_, bearer, agent) => agent.get('/api/secured/questinnaire/list2').set('Authorization', bearer),
  },
  {
    name: 'GET questinnaire/dic/list/1',
    allowed: ALL_ROLES,
    send: (_, bearer, agent) =>
      agent.get('/api/secured/questinnaire/dic/list/1').set('Authorization', bearer),
  },
  {
    name: 'GET questinnaire/dic/inactive/1',
    allowed: ALL_ROLES,
    send: (_, bearer, agent) =>
      agent.get('/api/secured/questinnaire/dic/inactive/1').set('Authorization', bearer),
  },
  {
    name: 'GET farm/assignment/list',
    allowed: ['admin', 'farmer', 'expert'],
    send: (_, bearer, agent) => agent.get('/api/secured/farm/assignment/list').set('Authorization', bearer),
  },
  {
    name: 'GET user/list2',
    allowed: ['admin'],
    send: (_, bearer, agent) => agent.get('/api/secured/user/list2').set('Authorization', bearer),
  },
  {
    name: 'GET questinnaire/assigned/{coordinator}',
    allowed: ['admin'],
    send: (ids, bearer, agent) =>
      agent.get(`/api/secured/questinnaire/assigned/${ids.coordinatorId}`).set('Authorization', bearer),
  },
  {
    name: 'GET user/get?email',
    allowed: ['admin', 'coordinator', 'expert'],
    send: (_, bearer, agent) =>
      agent.get('/api/secured/user/get?email=farmer@example.com').set('Authorization', bearer),
  },
  {
    name: 'GET questinnaire/form/{owned}',
    allowed: ['admin', 'coordinator', 'farmer', 'observer'],
    send: (ids, bearer, agent) =>
      agent.get(`/api/secured/questinnaire/form/${ids.ownedQuestionnaireId}`).set('Authorization', bearer),
  },
  {
    name: 'GET form/list',
    allowed: ALL_ROLES,
    send: (_, bearer, agent) => agent.get('/api/secured/form/list').set('Authorization', bearer),
  },
  {
    name: 'GET form/list/active',
    allowed: ALL_ROLES,
    send: (_, bearer, agent) => agent.get('/api/secured/form/list/active').set('Authorization', bearer),
  },
  {
    name: 'GET questinnaire/subform/{owned filled form}',
    allowed: ['admin', 'coordinator', 'farmer', 'observer'],
    send: (ids, bearer, agent) =>
      agent.get(`/api/secured/questinnaire/subform/${ids.ownedFill.form}`).set('Authorization', bearer),
  },
  {
    name: 'GET questionlist/{owned filled subform}',
    allowed: ['admin', 'coordinator', 'farmer', 'observer'],
    send: (ids, bearer, agent) =>
      agent.get(`/api/secured/questionlist/${ids.ownedFill.subform}`).set('Authorization', bearer),
  },
  {
    name: 'GET question/{owned filled question}',
    allowed: ['admin', 'coordinator', 'farmer', 'observer'],
    send: (ids, bearer, agent) =>
      agent.get(`/api/secured/question/${ids.ownedFill.question}`).set('Authorization', bearer),
  },
  {
    name: 'GET questionlist/optional/{owned filled subform}',
    allowed: ['admin', 'coordinator', 'farmer', 'observer'],
    send: (ids, bearer, agent) =>
      agent.get(`/api/secured/questionlist/optional/${ids.ownedFill.subform}`).set('Authorization', bearer),
  },
  {
    name: 'GET question/answerByQuestionDicId/{owned}',
    allowed: ['admin', 'coordinator', 'farmer', 'observer'],
    send: (ids, bearer, agent) =>
      agent
        .get(`/api/secured/question/answerByQuestionDicId/${ids.ownedQuestionnaireId}`)
        .query({ questionDicId: ids.ownedFill.questionDicId })
        .set('Authorization', bearer),
  },
  {
    name: 'GET question/answers-from-tab7c/{owned}',
    allowed: ['admin', 'coordinator', 'farmer', 'observer'],
    send: (ids, bearer, agent) =>
      agent
        .get(`/api/secured/question/answers-from-tab7c/${ids.ownedQuestionnaireId}`)
        .set('Authorization', bearer),
  },
  {
    name: 'GET questinnaire/checkRecommendedAnswers/{owned}',
    allowed: ['admin', 'coordinator', 'farmer', 'observer'],
    send: (ids, bearer, agent) =>
      agent
        .get(`/api/secured/questinnaire/checkRecommendedAnswers/${ids.ownedQuestionnaireId}`)
        .query({ formDicId: ids.ownedFill.formDicId })
        .set('Authorization', bearer),
  },
  // Fill writes on the assigned unit's questionnaire, submission last: a submitted form refuses the others.
  {
    name: 'POST question/save',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .post('/api/secured/question/save')
        .set('Authorization', bearer)
        .send({
          id: ids.assignedFill.question,
          filledQuestionListId: ids.assignedFill.questionList,
          version: ids.assignedFill.version,
          answers: [{ answer: '1990' }],
        }),
  },
  {
    name: 'DELETE question/delete/{filled question}',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent.delete(`/api/secured/question/delete/${ids.assignedFill.question}`).set('Authorization', bearer),
  },
  {
    name: 'POST questionlist/addFilledQuestionList',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent.post('/api/secured/questionlist/addFilledQuestionList').set('Authorization', bearer).send({
        filledSubformId: ids.assignedFill.housingSubform,
        questionListDicId: ids.assignedFill.penGroup,
      }),
  },
  {
    name: 'PUT questionlist/filledQuestionList/{building}/name',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .put(`/api/secured/questionlist/filledQuestionList/${ids.assignedFill.building}/name`)
        .set('Authorization', bearer)
        .send({ name: 'Renamed by the matrix' }),
  },
  {
    name: 'POST questionlist/saveFilledQuestionListConfig',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .post('/api/secured/questionlist/saveFilledQuestionListConfig')
        .set('Authorization', bearer)
        .send({
          added: [
            {
              filledSubformId: ids.assignedFill.energySubform,
              questionListDicId: ids.assignedFill.biogasGroup,
            },
          ],
          deleted: [],
        }),
  },
  {
    name: 'POST questionlist/deleteFilledQuestionList/{building}',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .post(`/api/secured/questionlist/deleteFilledQuestionList/${ids.assignedFill.building}`)
        .set('Authorization', bearer),
  },
  {
    name: 'PUT questinnaire/form/{filled form}/submit',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .put(`/api/secured/questinnaire/form/${ids.assignedFill.generalForm}/submit`)
        .set('Authorization', bearer),
  },
  {
    name: 'PUT farm/{owned unit}',
    allowed: ['farmer'],
    send: (ids, bearer, agent) =>
      agent
        .put(`/api/secured/farm/${ids.ownedUnitId}`)
        .set('Authorization', bearer)
        .send({ description: 'Renamed by the matrix' }),
  },
  {
    name: 'PUT farm/{assigned unit}',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .put(`/api/secured/farm/${ids.assignedUnitId}`)
        .set('Authorization', bearer)
        .send({ description: 'Renamed by the matrix' }),
  },
  {
    name: 'POST questinnaire/add',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .post('/api/secured/questinnaire/add')
        .set('Authorization', bearer)
        .send({ farmId: ids.assignedUnitId, questionnaireDicId: ids.questionnaireTypeId }),
  },
  {
    name: 'PUT questinnaire/{id}/setIsActive/true',
    allowed: ['coordinator'],
    send: (ids, bearer, agent) =>
      agent
        .put(`/api/secured/questinnaire/${ids.assignedQuestionnaireId}/setIsActive/true`)
        .set('Authorization', bearer),
  },
  {
    name: 'PUT questinnaire/{id}/setIsActive/false',
    allowed: ['coordinator', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .put(`/api/secured/questinnaire/${ids.assignedQuestionnaireId}/setIsActive/false`)
        .set('Authorization', bearer),
  },
  {
    name: 'PUT questinnaire/{type}/assign/{coordinator}',
    allowed: ['admin'],
    send: (ids, bearer, agent) =>
      agent
        .put(`/api/secured/questinnaire/${ids.questionnaireTypeId}/assign/${ids.coordinatorId}`)
        .set('Authorization', bearer),
  },
  {
    name: 'DELETE questinnaire/{type}/unassign/{coordinator}',
    allowed: ['admin'],
    send: (ids, bearer, agent) =>
      agent
        .delete(`/api/secured/questinnaire/${ids.questionnaireTypeId}/unassign/${ids.coordinatorId}`)
        .set('Authorization', bearer),
  },
  {
    name: 'PUT user/{farmer}/isActive/true',
    allowed: ['admin'],
    send: (ids, bearer, agent) =>
      agent.put(`/api/secured/user/${ids.farmerId}/isActive/true`).set('Authorization', bearer),
  },
  {
    name: 'GET farm/activate (the inactive unit)',
    allowed: ['farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent.get(`/api/secured/farm/activate?unitId=${ids.inactiveUnitId}`).set('Authorization', bearer),
  },
  {
    name: 'DELETE questinnaire/{owned}',
    allowed: ['farmer'],
    send: (ids, bearer, agent) =>
      agent.delete(`/api/secured/questinnaire/${ids.ownedQuestionnaireId}`).set('Authorization', bearer),
  },
  {
    name: 'DELETE farm/{owned unit}',
    allowed: ['farmer'],
    send: (ids, bearer, agent) =>
      agent.delete(`/api/secured/farm/${ids.ownedUnitId}`).set('Authorization', bearer),
  },
  {
    name: 'PUT farm/{assigned unit}/experts/{expert}/accept (already accepted)',
    allowed: ['admin', 'farmer'],
    send: (ids, bearer, agent) =>
      agent
        .put(`/api/secured/farm/${ids.assignedUnitId}/experts/${ids.expertId}/accept`)
        .set('Authorization', bearer),
  },
  {
    name: 'DELETE farm/{assigned unit}/experts/{expert} (revoke, or the expert withdraws)',
    allowed: ['admin', 'farmer', 'expert'],
    send: (ids, bearer, agent) =>
      agent
        .delete(`/api/secured/farm/${ids.assignedUnitId}/experts/${ids.expertId}`)
        .set('Authorization', bearer),
  },
  // Last on purpose: the expert's request for the farmer's unit changes what the rows above read.
  {
    name: 'POST farm/assign (an expert asks for a farmer unit)',
    allowed: ['expert'],
    send: (ids, bearer, agent) =>
      agent
        .post(`/api/secured/farm/assign?userId=${ids.expertId}&farmId=${ids.ownedUnitId}`)
        .set('Authorization', bearer),
  },
];

/** The first filled form, subform and question of the owned unit's questionnaire, with their dictionary ids. */
async function ownedFill(
  number: (query: ReturnType<typeof sql>) => Promise<number>,
  unitId: number,
): Promise<DemoIds['ownedFill']> {
  const form = await number(
    sql`select f.id from filled_form f join questionnaire q on q.id = f.questionnaire_id
        where q.unit_id = ${unitId} order by q.id, f.id limit 1`,
  );
  const subform = await number(
    sql`select id from filled_subform where filled_form_id = ${form} order by id limit 1`,
  );
  const question = await number(
    sql`select q.id from filled_question q join filled_question_list l on l.id = q.filled_question_list_id
        where l.filled_subform_id = ${subform} order by q.id limit 1`,
  );
  const formDicId = await number(sql`select form_id as id from filled_form where id = ${form}`);
  const questionDicId = await number(
    sql`select question_id as id from filled_question where id = ${question}`,
  );
  return { form, subform, question, formDicId, questionDicId };
}

/** The rows of the assigned unit's questionnaire that the fill-write rows name, found by structure key. */
async function assignedFill(
  number: (query: ReturnType<typeof sql>) => Promise<number>,
  questionnaireId: number,
): Promise<AssignedFill> {
  const groupId = (key: string) =>
    number(sql`select id from question_group where key = ${key} order by id limit 1`);
  const filledSubform = (groupKey: string) =>
    number(
      sql`select fs.id from filled_subform fs join filled_form ff on ff.id = fs.filled_form_id
          join question_group g on g.subform_id = fs.subform_id
          where ff.questionnaire_id = ${questionnaireId} and g.key = ${groupKey}`,
    );
  const question = await number(
    sql`select fq.id from filled_question fq join question q on q.id = fq.question_id
        join filled_question_list l on l.id = fq.filled_question_list_id
        join filled_subform fs on fs.id = l.filled_subform_id join filled_form ff on ff.id = fs.filled_form_id
        where ff.questionnaire_id = ${questionnaireId} and q.key = 'year_established'`,
  );
  return {
    question,
    questionList: await number(
      sql`select filled_question_list_id as id from filled_question where id = ${question}`,
    ),
    version: 0,
    housingSubform: await filledSubform('pen'),
    penGroup: await groupId('pen'),
    building: await number(
      sql`select l.id from filled_question_list l join question_group g on g.id = l.question_group_id
          where l.filled_subform_id = ${await filledSubform('building')} and g.key = 'building' order by l.id limit 1`,
    ),
    energySubform: await filledSubform('biogas'),
    biogasGroup: await groupId('biogas'),
    generalForm: await number(
      sql`select ff.id from filled_form ff join form f on f.id = ff.form_id
          where ff.questionnaire_id = ${questionnaireId} and f.key = 'general'`,
    ),
  };
}

async function demoIds(database: Database): Promise<DemoIds> {
  const number = async (query: ReturnType<typeof sql>): Promise<number> => {
    const [row] = await selectRows(database, query);
    const value = Number(row?.id);
    if (!Number.isSafeInteger(value)) throw new Error('Demo row missing');
    return value;
  };
  const userId = (email: string) => number(sql`select id from app_user where email = ${email}`);
  const unitId = (code: string) => number(sql`select id from unit where number = ${code}`);
  const ownedUnitId = await unitId('PL-001');
  const assignedUnitId = await unitId('PL-002');
  return {
    farmerId: await userId('farmer@example.com'),
    expertId: await userId('expert@example.com'),
    coordinatorId: await userId('coordinator@example.com'),
    ownedUnitId,
    assignedUnitId,
    inactiveUnitId: await unitId('PL-003'),
    ownedQuestionnaireId: await number(
      sql`select id from questionnaire where unit_id = ${ownedUnitId} order by id limit 1`,
    ),
    assignedQuestionnaireId: await number(
      sql`select id from questionnaire where unit_id = ${assignedUnitId} order by id limit 1`,
    ),
    questionnaireTypeId: await number(sql`select id from questionnaire_type order by id limit 1`),
    ownedFill: await ownedFill(number, ownedUnitId),
    assignedFill: await assignedFill(
      number,
      await number(sql`select id from questionnaire where unit_id = ${assignedUnitId} order by id limit 1`),
    ),
  };
}

/** A fingerprint of everything the secured calls could change. */
async function stateOf(database: Database): Promise<string> {
  const rows = await selectRows(
    database,
    sql`select
      (select json_agg(u order by u.id) from (select id, description, owner_user_id, is_active from unit) u) as units,
      (select json_agg(q order by q.id) from (select id, is_active from questionnaire) q) as questionnaires,
      (select json_agg(a order by a.unit_id, a.user_id) from (select unit_id, user_id, status from unit_assignment) a) as assignments,
      (select json_agg(r order by r.user_id, r.questionnaire_type_id) from (select user_id, questionnaire_type_id from questionnaire_type_right) r) as rights,
      (select json_agg(p order by p.id) from (select id, is_active, confirmed from app_user) p) as users,
      (select json_agg(a order by a.id) from (select id, answer from answer) a) as answers,
      (select json_agg(fq order by fq.id) from (select id, version from filled_question) fq) as filled_questions,
      (select json_agg(l order by l.id) from (select id, name from filled_question_list) l) as instances,
      (select json_agg(ff order by ff.id) from (select id, status from filled_form) ff) as filled_forms`,
  );
  return JSON.stringify(rows);
}

describe.each(ALL_ROLES)('secured calls as the %s', (role) => {
  let database: Database;
  let app: ReturnType<typeof testApp>['app'];
  let bearer: string;
  let ids: DemoIds;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = testApp(database).app;
    bearer = await bearerFor(app, `${role}@example.com`, DEMO_PASSWORD);
    ids = await demoIds(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(securedCalls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const before = await stateOf(database);
    const reply = await call.send(ids, bearer, request(app));
    if (call.allowed.includes(role)) {
      expect(reply.status, JSON.stringify(reply.body)).not.toBe(403);
      expect(reply.status).not.toBe(401);
      expect(reply.status).toBeLessThan(500);
    } else {
      // 404 where the role may not even see the row the call names (another's questionnaire).
      expect([403, 404], JSON.stringify(reply.body)).toContain(reply.status);
      expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
      expect(await stateOf(database)).toBe(before);
    }
  });
});

/**
 * A stranger who registered a minute ago, as expert and as farmer, sends every secured call with the
 * demo accounts' ids: nothing of anyone else's changes, no list shows another's rows, and no call
 * fails with a 5xx (the consent flow of the stranger's own request is in farm/expert-consent.test.ts).
 */
describe.each([
  ['expert', 4],
  ['farmer', 3],
] as const)('secured calls as a freshly self-registered %s', (roleName, roleDicId) => {
  let database: Database;
  let t: ReturnType<typeof testApp>;
  let stranger: SelfRegisteredAccount;
  let ids: DemoIds;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    stranger = await selfRegistered(t, `stranger.${roleName}@example.com`, roleDicId);
    ids = await demoIds(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(securedCalls.map((call) => [call.name, call] as const))('%s', async (name, call) => {
    const before = await stateOf(database);
    const reply = await call.send(ids, stranger.bearer, request(t.app));
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
    if (reply.status === 200 && Array.isArray(reply.body.data) && name.includes('list2')) {
      expect(reply.body.data).toEqual([]);
    }
    if (name.startsWith('GET farm/assignment/list')) expect(reply.body.data ?? []).toEqual([]);
    // Taking a unit from the pool of ownerless inactive units is the add-unit flow anyone may use.
    if (name.startsWith('GET farm/activate')) return;
    expect(await stateOf(database)).toBe(before);
  });
});

describe('secured calls without a session', () => {
  let database: Database;
  let app: ReturnType<typeof testApp>['app'];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = testApp(database).app;
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(securedCalls.map((call) => [call.name, call] as const))('%s answers 401', async (_name, call) => {
    const ids = await demoIds(database);
    const reply = await call.send(ids, 'Bearer not-a-token', request(app));
    expect(reply.status).toBe(401);
  });
});
