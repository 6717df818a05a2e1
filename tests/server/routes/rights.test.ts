import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { QuestionnaireTypeRight } from '@schemas/generated/api/lists';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

async function idOf(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows(database, query);
  const id = Number(row?.id);
  if (!Number.isSafeInteger(id)) throw new Error('Row missing');
  return id;
}

/** A privileged-only ("Long") questionnaire type, shown only to coordinators and experts. */
async function addLongType(database: Database): Promise<number> {
  const textId = await idOf(database, sql`insert into translated_text default values returning id`);
  await database.db.execute(
    sql`insert into translation (text_id, locale_id, text) values (${textId}, 1, 'Long questionnaire')`,
  );
  return idOf(
    database,
    sql`insert into questionnaire_type (key, text_id, privileged_only, order_key)
        values ('long_test', ${textId}, true, 99) returning id`,
  );
}

async function rightRows(database: Database, userId: number): Promise<number[]> {
  const rows = await selectRows(
    database,
    sql`select questionnaire_type_id as id from questionnaire_type_right where user_id = ${userId} order by 1`,
  );
  return rows.map((row) => Number(row.id));
}

describe('questionnaire-type rights (secured/questinnaire/assign, unassign, assigned)', () => {
  let database: Database;
  let t: TestApp;
  let admin: string;
  let coordinatorId: number;
  let observerId: number;
  let farmerId: number;
  let adminId: number;
  let demoTypeId: number;
  let longTypeId: number;

  const userIdOf = (email: string) => idOf(database, sql`select id from app_user where email = ${email}`);
  const assigned = (userId: number | string, bearer = admin, language = 'en') =>
    request(t.app)
      .get(`/api/secured/questinnaire/assigned/${userId}`)
      .set('Authorization', bearer)
      .set('Accept-Language', language);
  const assign = (typeId: number | string, userId: number | string, bearer = admin) =>
    request(t.app).put(`/api/secured/questinnaire/${typeId}/assign/${userId}`).set('Authorization', bearer);
  const unassign = (typeId: number | string, userId: number | string, bearer = admin) =>
    request(t.app)
      .delete(`/api/secured/questinnaire/${typeId}/unassign/${userId}`)
      .set('Authorization', bearer);

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    admin = await bearerFor(t.app, 'admin@example.com', DEMO_PASSWORD);
    coordinatorId = await userIdOf('coordinator@example.com');
    observerId = await userIdOf('observer@example.com');
    farmerId = await userIdOf('farmer@example.com');
    adminId = await userIdOf('admin@example.com');
    demoTypeId = await idOf(database, sql`select id from questionnaire_type order by order_key, id limit 1`);
    longTypeId = await addLongType(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists every questionnaire type in order, translated, with the coordinator’s rights', async () => {
    const reply = await assigned(coordinatorId).expect(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.data).toEqual([
      { id: demoTypeId, name: expect.any(String), assigned: true },
      { id: longTypeId, name: 'Long questionnaire', assigned: false },
    ]);
    expect(reply.body.data[0].name).not.toBe('');
    // The Long type has no Polish name: the English one stands in.
    const polish = await assigned(coordinatorId, admin, 'pl').expect(200);
    expect(polish.body.data[1].name).toBe('Long questionnaire');
  });

  it('leaves the Long type out for observers and refuses to grant it to them', async () => {
    const reply = await assigned(observerId).expect(200);
    expect(reply.body.data.map((right: QuestionnaireTypeRight) => right.id)).toEqual([demoTypeId]);
    const refused = await assign(longTypeId, observerId).expect(409);
    expect(refused.body.error).toBe('QUESTIONNAIRE_TYPE_UNAVAILABLE');
    expect(await rightRows(database, observerId)).toEqual([demoTypeId]);
  });

  it('grants and revokes idempotently, and a revoked right empties the coordinator’s questionnaire list', async () => {
    const coordinator = await bearerFor(t.app, 'coordinator@example.com', DEMO_PASSWORD);
    const questionnaires = () =>
      request(t.app).get('/api/secured/questinnaire/list2').set('Authorization', coordinator).expect(200);
    expect((await questionnaires()).body.total).toBeGreaterThan(0);

    const revoked = await unassign(demoTypeId, coordinatorId).expect(200);
    expect(revoked.body.data.find((right: QuestionnaireTypeRight) => right.id === demoTypeId).assigned).toBe(
      false,
    );
    await unassign(demoTypeId, coordinatorId).expect(200);
    expect(await rightRows(database, coordinatorId)).toEqual([]);
    expect(
      (await assigned(coordinatorId).expect(200)).body.data.map((r: QuestionnaireTypeRight) => r.assigned),
    ).toEqual([false, false]);
    expect((await questionnaires()).body.total).toBe(0);

    await assign(demoTypeId, coordinatorId).expect(200);
    const again = await assign(demoTypeId, coordinatorId).expect(200);
    expect(again.body.data[0]).toEqual({ id: demoTypeId, name: expect.any(String), assigned: true });
    await assign(longTypeId, coordinatorId).expect(200);
    expect(await rightRows(database, coordinatorId)).toEqual([demoTypeId, longTypeId]);
    expect((await questionnaires()).body.total).toBeGreaterThan(0);
  });

  it('refuses rights to roles that do not see questionnaires through them', async () => {
    for (const userId of [farmerId, adminId, await userIdOf('expert@example.com')]) {
      for (const reply of [
        await assigned(userId),
        await assign(demoTypeId, userId),
        await unassign(demoTypeId, userId),
      ]) {
        expect(reply.status).toBe(409);
        expect(reply.body.error).toBe('RIGHTS_NOT_APPLICABLE');
      }
      expect(await rightRows(database, userId)).toEqual([]);
    }
  });

  it('answers 404 for an unknown user or type and 400 for a malformed path', async () => {
    for (const reply of [
      await assigned(999_999),
      await assign(demoTypeId, 999_999),
      await unassign(demoTypeId, 999_999),
      await assign(999_999, coordinatorId),
      await unassign(999_999, coordinatorId),
      await assign('2000000000', coordinatorId),
      await assigned('2000000000'),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.error).toBe('NOT_FOUND');
    }
    for (const reply of [
      await assigned('9999999999'),
      await assign('2147483648', coordinatorId),
      await assigned('me'),
      await assign('x', coordinatorId),
      await unassign(demoTypeId, '0'),
      await request(t.app)
        .get(`/api/secured/questinnaire/assigned/${coordinatorId}?all=1`)
        .set('Authorization', admin),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe('VALIDATION_FAILED');
    }
  });

  it.each(['coordinator', 'farmer', 'expert', 'observer'])(
    'refuses every rights call to the %s with 403, changing nothing',
    async (role) => {
      const bearer = await bearerFor(t.app, `${role}@example.com`, DEMO_PASSWORD);
      const before = await rightRows(database, observerId);
      for (const reply of [
        await assigned(observerId, bearer),
        await assign(longTypeId, coordinatorId, bearer),
        await unassign(demoTypeId, observerId, bearer),
      ]) {
        expect(reply.status).toBe(403);
        expect(reply.body.error).toBe('FORBIDDEN');
      }
      expect(await rightRows(database, observerId)).toEqual(before);
    },
  );
});
