import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { readOutbox } from '@tests/support/outbox';
import { selfRegistered, type SelfRegisteredAccount } from '@tests/support/self-registered';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

/**
 * A stranger who registers as an expert asks for access to a farmer's unit: until the owner (or an
 * administrator) accepts, the expert sees nothing of it, and the owner can revoke it at any time.
 */
describe('an expert’s access to a farmer’s unit needs the owner’s consent', () => {
  let database: Database;
  let t: TestApp;
  let stranger: SelfRegisteredAccount;
  let bearer: { farmer: string; admin: string; otherExpert: string };
  let unitId: number;
  let questionnaireId: number;
  let filledQuestionId: number;

  async function number(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = await selectRows(database, query);
    return Number(row?.id);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    stranger = await selfRegistered(t, 'stranger.expert@example.com', 4);
    const other = await selfRegistered(t, 'second.expert@example.com', 4);
    bearer = {
      farmer: await bearerFor(t.app, 'farmer@example.com', DEMO_PASSWORD),
      admin: await bearerFor(t.app, 'admin@example.com', DEMO_PASSWORD),
      otherExpert: other.bearer,
    };
    unitId = await number(sql`select id from unit where number = 'PL-001'`);
    questionnaireId = await number(
      sql`select id from questionnaire where unit_id = ${unitId} order by id limit 1`,
    );
    filledQuestionId = await number(
      sql`select fq.id from filled_question fq
          join filled_question_list l on l.id = fq.filled_question_list_id
          join filled_subform s on s.id = l.filled_subform_id
          join filled_form f on f.id = s.filled_form_id
          where f.questionnaire_id = ${questionnaireId} order by fq.id limit 1`,
    );
  });
  afterAll(async () => {
    await database.close();
  });

  const as = (auth: string) => ({
    get: (path: string) => request(t.app).get(`/api/secured/${path}`).set('Authorization', auth),
    put: (path: string) => request(t.app).put(`/api/secured/${path}`).set('Authorization', auth),
    post: (path: string) => request(t.app).post(`/api/secured/${path}`).set('Authorization', auth),
    delete: (path: string) => request(t.app).delete(`/api/secured/${path}`).set('Authorization', auth),
  });

  function requestAccess(account: SelfRegisteredAccount) {
    return as(account.bearer)
      .post(`farm/assign?userId=${account.userId}&farmId=${unitId}`)
      .set('Accept-Language', 'pl');
  }

  /** What the stranger can reach of the farmer's unit: list rows, questionnaire rows, form reads, writes. */
  async function strangerReach() {
    const units = await as(stranger.bearer).get('farm/list2').expect(200);
    const questionnaires = await as(stranger.bearer).get('questinnaire/list2').expect(200);
    const forms = await as(stranger.bearer).get(`questinnaire/form/${questionnaireId}`);
    const deletion = await as(stranger.bearer).delete(`question/delete/${filledQuestionId}`);
    return {
      unitListed: units.body.data.some((row: { id: number }) => row.id === unitId),
      questionnaireListed: questionnaires.body.data.some((row: { id: number }) => row.id === questionnaireId),
      formStatus: forms.status,
      deleteStatus: deletion.status,
    };
  }

  const nothing = { unitListed: false, questionnaireListed: false, formStatus: 404, deleteStatus: 404 };

  it('records a pending request, says so in the caller’s language and e-mails the owner', async () => {
    const reply = await requestAccess(stranger).expect(200);
    expect(reply.body.data).toEqual({ unitId, status: 'pending' });
    expect(reply.body.message).toMatch(/właściciel/);
    const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes('farmer@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('stranger.expert@example.com');
    expect(mails[0]?.text).toContain('PL-001');

    // Asking again changes nothing and sends no second mail.
    expect((await requestAccess(stranger).expect(200)).body.data.status).toBe('pending');
    expect(
      (await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes('farmer@example.com')),
    ).toHaveLength(1);
  });

  it('shows the pending expert nothing of the unit: no list row, no questionnaire, no form, no write', async () => {
    expect(await strangerReach()).toEqual(nothing);
  });

  it('lists the request to the owner and the administrator, and the expert their own', async () => {
    const owner = await as(bearer.farmer).get('farm/assignment/list?status=pending').expect(200);
    expect(owner.body.data).toEqual([
      expect.objectContaining({
        unitId,
        userId: stranger.userId,
        email: 'stranger.expert@example.com',
        status: 'pending',
        decidedAt: null,
      }),
    ]);
    const admin = await as(bearer.admin).get(`farm/assignment/list?unitId=${unitId}`).expect(200);
    expect(admin.body.data.map((row: { userId: number }) => row.userId)).toContain(stranger.userId);
    const own = await as(stranger.bearer).get('farm/assignment/list').expect(200);
    expect(own.body.data.map((row: { unitId: number; status: string }) => [row.unitId, row.status])).toEqual([
      [unitId, 'pending'],
    ]);
    const otherExpert = await as(bearer.otherExpert).get('farm/assignment/list').expect(200);
    expect(otherExpert.body.data).toEqual([]);
  });

  it('lets neither the expert, another expert nor another farmer accept the request', async () => {
    await as(stranger.bearer).put(`farm/${unitId}/experts/${stranger.userId}/accept`).expect(403);
    await as(bearer.otherExpert).put(`farm/${unitId}/experts/${stranger.userId}/accept`).expect(403);
    const otherFarmer = await selfRegistered(t, 'other.owner@example.com', 3);
    await as(otherFarmer.bearer)
      .put(`farm/${unitId}/experts/${stranger.userId}/accept`)
      .expect(404)
      .expect((res) => expect(res.body.error).toBe('EXPERT_NOT_ASSIGNED'));
    await as(otherFarmer.bearer).delete(`farm/${unitId}/experts/${stranger.userId}`).expect(404);
    await as(bearer.otherExpert).delete(`farm/${unitId}/experts/${stranger.userId}`).expect(404);
    expect(await strangerReach()).toEqual(nothing);
  });

  it('gives access once the owner accepts, and takes it away when the owner revokes', async () => {
    const accepted = await as(bearer.farmer)
      .put(`farm/${unitId}/experts/${stranger.userId}/accept`)
      .expect(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', userId: stranger.userId });
    expect(accepted.body.data.decidedAt).toEqual(expect.any(String));
    await as(bearer.farmer)
      .put(`farm/${unitId}/experts/${stranger.userId}/accept`)
      .expect(409)
      .expect((res) => expect(res.body.error).toBe('ASSIGNMENT_NOT_PENDING'));
    expect(await strangerReach()).toEqual({
      unitListed: true,
      questionnaireListed: true,
      formStatus: 200,
      deleteStatus: 200,
    });
    expect((await requestAccess(stranger).expect(200)).body.data.status).toBe('accepted');

    const revoked = await as(bearer.farmer).delete(`farm/${unitId}/experts/${stranger.userId}`).expect(200);
    expect(revoked.body.data).toEqual({ removal: 'revoked' });
    expect(await strangerReach()).toEqual(nothing);
  });

  it('lets the owner decline a request, and an administrator approve and revoke one', async () => {
    await requestAccess(stranger).expect(200);
    const declined = await as(bearer.farmer).delete(`farm/${unitId}/experts/${stranger.userId}`).expect(200);
    expect(declined.body.data).toEqual({ removal: 'declined' });
    expect(await strangerReach()).toEqual(nothing);

    await requestAccess(stranger).expect(200);
    await as(bearer.admin).put(`farm/${unitId}/experts/${stranger.userId}/accept`).expect(200);
    expect((await strangerReach()).unitListed).toBe(true);
    await as(bearer.admin).delete(`farm/${unitId}/experts/${stranger.userId}`).expect(200);
    expect(await strangerReach()).toEqual(nothing);
  });

  it('lets an expert withdraw their own request', async () => {
    await requestAccess(stranger).expect(200);
    const withdrawn = await as(stranger.bearer)
      .delete(`farm/${unitId}/experts/${stranger.userId}`)
      .expect(200);
    expect(withdrawn.body.data).toEqual({ removal: 'withdrawn' });
    await as(stranger.bearer).delete(`farm/${unitId}/experts/${stranger.userId}`).expect(404);
  });

  it('records every request, acceptance, decline, revocation and withdrawal in the audit log', async () => {
    const rows = await selectRows(
      database,
      sql`select action, actor_user_id as actor from audit_event
          where unit_id = ${unitId} and subject_user_id = ${stranger.userId} order by id`,
    );
    expect(rows.map((row) => row.action)).toEqual([
      'assignment.requested',
      'assignment.accepted',
      'assignment.revoked',
      'assignment.requested',
      'assignment.declined',
      'assignment.requested',
      'assignment.accepted',
      'assignment.revoked',
      'assignment.requested',
      'assignment.withdrawn',
    ]);
    expect(rows[0]?.actor).toBe(stranger.userId);
  });

  it('never lets an expert take a farmer’s unit through the pool of inactive units', async () => {
    await database.db.execute(sql`update unit set is_active = false where id = ${unitId}`);
    try {
      const pool = await as(stranger.bearer).get('farm/inactiveUnitList/').expect(200);
      expect(pool.body.data.map((row: { id: number }) => row.id)).not.toContain(unitId);
      await as(stranger.bearer).get(`farm/activate?unitId=${unitId}`).expect(409);
      expect((await strangerReach()).unitListed).toBe(false);
    } finally {
      await database.db.execute(sql`update unit set is_active = true where id = ${unitId}`);
    }
  });
});
