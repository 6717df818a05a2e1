import { sql } from 'drizzle-orm';
import request from 'supertest';
import { selectRows } from '@tests/support/test-database';
import {
  one,
  questionnaireFixture,
  setRight,
  type QuestionnaireFixture,
  type RoleName,
} from './questionnaire-fixture';

const SECURED = '/api/secured/questinnaire';

describe('questionnaire lifecycle calls', () => {
  let f: QuestionnaireFixture;

  beforeAll(async () => {
    f = await questionnaireFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const count = async (query: ReturnType<typeof sql>) => Number((await one(f.database, query)).count);
  const questionnaireCount = () => count(sql`select count(*) as count from questionnaire`);
  const isActive = async (id: number) =>
    (await one(f.database, sql`select is_active from questionnaire where id = ${id}`)).is_active;

  function add(role: RoleName, body: object) {
    return request(f.app).post(`${SECURED}/add`).set('Authorization', f.bearer[role]).send(body);
  }
  function remove(role: RoleName, id: number | string, query: Record<string, string | number> = {}) {
    return request(f.app).delete(`${SECURED}/${id}`).query(query).set('Authorization', f.bearer[role]);
  }
  function setActive(role: RoleName, id: number | string, value: string) {
    return request(f.app).put(`${SECURED}/${id}/setIsActive/${value}`).set('Authorization', f.bearer[role]);
  }
  function types(role: RoleName, which: 'list' | 'inactive', locale: string | number) {
    return request(f.app).get(`${SECURED}/dic/${which}/${locale}`).set('Authorization', f.bearer[role]);
  }

  describe('POST questinnaire/add', () => {
    it('lets a farmer add a questionnaire to their unit, with its filled forms, subforms and mandatory groups', async () => {
      const reply = await add('farmer', { farmId: f.unitId.own, questionnaireDicId: f.demoTypeId }).expect(
        200,
      );
      expect(reply.body).toEqual({ success: true, data: { id: expect.any(Number) } });
      const id: number = reply.body.data.id;
      const created = await one(
        f.database,
        sql`select unit_id, questionnaire_type_id, created_by_user_id, is_active from questionnaire where id = ${id}`,
      );
      expect(created).toEqual({
        unit_id: f.unitId.own,
        questionnaire_type_id: f.demoTypeId,
        created_by_user_id: f.userId.farmer,
        is_active: false,
      });
      const forms = await count(
        sql`select count(*) as count from form where questionnaire_type_id = ${f.demoTypeId} and is_active`,
      );
      expect(await count(sql`select count(*) as count from filled_form where questionnaire_id = ${id}`)).toBe(
        forms,
      );
      expect(
        await count(
          sql`select count(*) as count from filled_question_list l join filled_subform s on s.id = l.filled_subform_id
              join filled_form ff on ff.id = s.filled_form_id where ff.questionnaire_id = ${id}`,
        ),
      ).toBeGreaterThan(0);
      const list = await request(f.app)
        .get(`${SECURED}/list2`)
        .set('Authorization', f.bearer.farmer)
        .expect(200);
      expect(list.body.data.map((row: { id: number }) => row.id)).toContain(id);
    });

    it('takes idUsers only when it is the caller', async () => {
      await add('farmer', {
        farmId: f.unitId.own,
        questionnaireDicId: f.demoTypeId,
        idUsers: f.userId.farmer,
      }).expect(200);
      const before = await questionnaireCount();
      await add('farmer', {
        farmId: f.unitId.own,
        questionnaireDicId: f.demoTypeId,
        idUsers: f.userId.otherFarmer,
      }).expect(403);
      expect(await questionnaireCount()).toBe(before);
    });

    it('lets an expert add to an assigned unit, the Long type included, but not to other units', async () => {
      await add('expert', { farmId: f.unitId.assigned, questionnaireDicId: f.longTypeId }).expect(200);
      await add('expert', { farmId: f.unitId.own, questionnaireDicId: f.demoTypeId }).expect(403);
    });

    it('refuses units the caller does not work on, inactive and missing units', async () => {
      const before = await questionnaireCount();
      const other = await add('farmer', { farmId: f.unitId.other, questionnaireDicId: f.demoTypeId }).expect(
        403,
      );
      expect(other.body.error).toBe('FORBIDDEN');
      await f.database.db.execute(
        sql`update unit set owner_user_id = ${f.userId.farmer} where id = ${f.unitId.inactive}`,
      );
      await add('farmer', { farmId: f.unitId.inactive, questionnaireDicId: f.demoTypeId }).expect(403);
      await f.database.db.execute(sql`update unit set owner_user_id = null where id = ${f.unitId.inactive}`);
      const missing = await add('farmer', { farmId: 999999, questionnaireDicId: f.demoTypeId }).expect(404);
      expect(missing.body.error).toBe('NOT_FOUND');
      expect(await questionnaireCount()).toBe(before);
    });

    it('refuses the Long type for a farmer, inactive and unknown types with QUESTIONNAIRE_TYPE_UNAVAILABLE', async () => {
      const before = await questionnaireCount();
      for (const questionnaireDicId of [f.longTypeId, f.retiredTypeId, 999999]) {
        const reply = await add('farmer', { farmId: f.unitId.own, questionnaireDicId }).expect(409);
        expect(reply.body.error).toBe('QUESTIONNAIRE_TYPE_UNAVAILABLE');
      }
      expect(await questionnaireCount()).toBe(before);
    });

    it('refuses coordinators, observers and administrators', async () => {
      for (const role of ['coordinator', 'observer', 'admin'] as const) {
        await add(role, { farmId: f.unitId.own, questionnaireDicId: f.demoTypeId }).expect(403);
      }
    });

    it('refuses malformed bodies with VALIDATION_FAILED', async () => {
      for (const body of [
        {},
        { farmId: f.unitId.own },
        { farmId: String(f.unitId.own), questionnaireDicId: f.demoTypeId },
        { farmId: 0, questionnaireDicId: f.demoTypeId },
        { farmId: f.unitId.own, questionnaireDicId: f.demoTypeId, colour: 'red' },
      ]) {
        const reply = await add('farmer', body).expect(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('DELETE questinnaire/{id}', () => {
    async function newOwnQuestionnaire(): Promise<number> {
      const reply = await add('farmer', { farmId: f.unitId.own, questionnaireDicId: f.demoTypeId }).expect(
        200,
      );
      return reply.body.data.id;
    }

    it('removes an inactive questionnaire without submitted forms, with everything under it', async () => {
      const id = await newOwnQuestionnaire();
      const reply = await remove('farmer', id, { userId: f.userId.farmer }).expect(200);
      expect(reply.body).toEqual({ success: true, data: null });
      expect(await count(sql`select count(*) as count from questionnaire where id = ${id}`)).toBe(0);
      expect(await count(sql`select count(*) as count from filled_form where questionnaire_id = ${id}`)).toBe(
        0,
      );
      await remove('farmer', id).expect(404);
    });

    it('keeps an active questionnaire (QUESTIONNAIRE_ACTIVE)', async () => {
      const id = await newOwnQuestionnaire();
      await f.database.db.execute(sql`update questionnaire set is_active = true where id = ${id}`);
      const reply = await remove('farmer', id).expect(409);
      expect(reply.body.error).toBe('QUESTIONNAIRE_ACTIVE');
      expect(await count(sql`select count(*) as count from questionnaire where id = ${id}`)).toBe(1);
    });

    it('keeps a questionnaire with a submitted form (QUESTIONNAIRE_HAS_SUBMITTED_FORM)', async () => {
      const id = await newOwnQuestionnaire();
      await f.database.db.execute(
        sql`update filled_form set status = true where id = (select max(id) from filled_form where questionnaire_id = ${id})`,
      );
      const reply = await remove('farmer', id).expect(409);
      expect(reply.body.error).toBe('QUESTIONNAIRE_HAS_SUBMITTED_FORM');
      expect(
        await count(sql`select count(*) as count from filled_form where questionnaire_id = ${id}`),
      ).toBeGreaterThan(0);
    });

    it('refuses questionnaires the caller may not edit, and every read-only role', async () => {
      const before = await questionnaireCount();
      await remove('farmer', f.questionnaireId.other).expect(403);
      // The Long questionnaire is on the farmer's own unit, but hidden from farmers.
      await remove('farmer', f.questionnaireId.long).expect(403);
      await remove('expert', f.questionnaireId.own).expect(403);
      for (const role of ['coordinator', 'observer', 'admin'] as const) {
        await remove(role, f.questionnaireId.own).expect(403);
      }
      await remove('farmer', f.questionnaireId.own, { userId: f.userId.otherFarmer }).expect(403);
      expect(await questionnaireCount()).toBe(before);
    });

    it('lets an expert remove a questionnaire of an assigned unit', async () => {
      const reply = await add('expert', {
        farmId: f.unitId.assigned,
        questionnaireDicId: f.demoTypeId,
      }).expect(200);
      await remove('expert', reply.body.data.id).expect(200);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await remove('farmer', 999999).expect(404);
      await remove('farmer', 'abc').expect(400);
      await remove('farmer', f.questionnaireId.own, { userId: 'me' }).expect(400);
    });
  });

  describe('PUT questinnaire/{id}/setIsActive/{value}', () => {
    it('lets a coordinator confirm and unblock a questionnaire their rights show them', async () => {
      const confirmed = await setActive('coordinator', f.questionnaireId.own, 'true').expect(200);
      expect(confirmed.body.data).toEqual({
        id: f.questionnaireId.own,
        isActive: true,
        status: 1,
        openComments: 0,
      });
      expect(await isActive(f.questionnaireId.own)).toBe(true);
      const unblocked = await setActive('coordinator', f.questionnaireId.own, 'false').expect(200);
      expect(unblocked.body.data).toEqual({
        id: f.questionnaireId.own,
        isActive: false,
        status: 0,
        openComments: 0,
      });
      expect(await isActive(f.questionnaireId.own)).toBe(false);
    });

    it('refuses a coordinator on types they hold no right to', async () => {
      await setActive('coordinator', f.questionnaireId.long, 'true').expect(403);
      await setRight(f.database, f.userId.coordinator, f.longTypeId, true);
      await setActive('coordinator', f.questionnaireId.long, 'true').expect(200);
      await setActive('coordinator', f.questionnaireId.long, 'false').expect(200);
      await setRight(f.database, f.userId.coordinator, f.longTypeId, false);
    });

    it('lets an expert only deactivate, and only on assigned units', async () => {
      await f.database.db.execute(
        sql`update questionnaire set is_active = true where id = ${f.questionnaireId.assigned}`,
      );
      await setActive('expert', f.questionnaireId.assigned, 'false').expect(200);
      expect(await isActive(f.questionnaireId.assigned)).toBe(false);
      await setActive('expert', f.questionnaireId.assigned, 'true').expect(403);
      expect(await isActive(f.questionnaireId.assigned)).toBe(false);
      await f.database.db.execute(
        sql`update questionnaire set is_active = true where id = ${f.questionnaireId.own}`,
      );
      await setActive('expert', f.questionnaireId.own, 'false').expect(403);
      expect(await isActive(f.questionnaireId.own)).toBe(true);
      await f.database.db.execute(
        sql`update questionnaire set is_active = false where id = ${f.questionnaireId.own}`,
      );
    });

    it('refuses farmers, observers and administrators both ways', async () => {
      for (const role of ['farmer', 'observer', 'admin'] as const) {
        for (const value of ['true', 'false']) {
          await setActive(role, f.questionnaireId.own, value).expect(403);
        }
      }
      expect(await isActive(f.questionnaireId.own)).toBe(false);
    });

    it('answers 404 for an unknown questionnaire and 400 for a malformed value', async () => {
      await setActive('coordinator', 999999, 'true').expect(404);
      await setActive('coordinator', f.questionnaireId.own, 'yes').expect(400);
      await setActive('coordinator', 'abc', 'true').expect(400);
    });
  });

  describe('GET questinnaire/dic/list and dic/inactive', () => {
    const ids = (reply: { body: { data: { id: number }[] } }) => reply.body.data.map((item) => item.id);

    it('offers a farmer the active types without the Long one, translated by locale id or code', async () => {
      const english = await types('farmer', 'list', 1).expect(200);
      expect(ids(english)).toEqual([f.demoTypeId]);
      expect(english.body.data[0]).toEqual({
        id: f.demoTypeId,
        questionnaireText: expect.any(String),
        privilegedOnly: false,
        textId: expect.any(Number),
        isActive: true,
      });
      const polish = await types('expert', 'list', 'pl').expect(200);
      expect(polish.body.data).toContainEqual({
        id: f.longTypeId,
        questionnaireText: 'Długa ankieta',
        privilegedOnly: true,
        textId: expect.any(Number),
        isActive: true,
      });
      const byId = await types('expert', 'list', 2).expect(200);
      expect(byId.body.data).toEqual(polish.body.data);
      // Any other locale id means English, as in the dictionary calls.
      const unknown = await types('expert', 'list', 99).expect(200);
      expect(unknown.body.data).toContainEqual({
        id: f.longTypeId,
        questionnaireText: 'Long survey',
        privilegedOnly: true,
        textId: expect.any(Number),
        isActive: true,
      });
    });

    it('orders types by their order key and offers the Long type to experts', async () => {
      expect(ids(await types('expert', 'list', 'en').expect(200))).toEqual([f.demoTypeId, f.longTypeId]);
    });

    it('offers coordinators and observers only the types they hold rights to, observers never the Long one', async () => {
      expect(ids(await types('coordinator', 'list', 1).expect(200))).toEqual([f.demoTypeId]);
      await setRight(f.database, f.userId.coordinator, f.longTypeId, true);
      await setRight(f.database, f.userId.observer, f.longTypeId, true);
      expect(ids(await types('coordinator', 'list', 1).expect(200))).toEqual([f.demoTypeId, f.longTypeId]);
      expect(ids(await types('observer', 'list', 1).expect(200))).toEqual([f.demoTypeId]);
      await setRight(f.database, f.userId.coordinator, f.demoTypeId, false);
      expect(ids(await types('coordinator', 'list', 1).expect(200))).toEqual([f.longTypeId]);
      await setRight(f.database, f.userId.coordinator, f.demoTypeId, true);
      await setRight(f.database, f.userId.coordinator, f.longTypeId, false);
      await setRight(f.database, f.userId.observer, f.longTypeId, false);
    });

    it('offers administrators every type', async () => {
      expect(ids(await types('admin', 'list', 1).expect(200))).toEqual([f.demoTypeId, f.longTypeId]);
      expect(ids(await types('admin', 'inactive', 1).expect(200))).toEqual([f.retiredTypeId]);
    });

    it('lists inactive types under the same rules', async () => {
      expect(ids(await types('farmer', 'inactive', 1).expect(200))).toEqual([f.retiredTypeId]);
      expect(ids(await types('coordinator', 'inactive', 1).expect(200))).toEqual([]);
      await setRight(f.database, f.userId.coordinator, f.retiredTypeId, true);
      expect(ids(await types('coordinator', 'inactive', 1).expect(200))).toEqual([f.retiredTypeId]);
      await setRight(f.database, f.userId.coordinator, f.retiredTypeId, false);
      await f.database.db.execute(
        sql`update questionnaire_type set privileged_only = true where id = ${f.retiredTypeId}`,
      );
      expect(ids(await types('farmer', 'inactive', 1).expect(200))).toEqual([]);
      await f.database.db.execute(
        sql`update questionnaire_type set privileged_only = false where id = ${f.retiredTypeId}`,
      );
    });

    it('refuses a malformed locale and extra query parameters', async () => {
      await types('farmer', 'list', 'xx').expect(400);
      await types('farmer', 'list', 0).expect(400);
      await request(f.app).get(`${SECURED}/dic/list/1?x=1`).set('Authorization', f.bearer.farmer).expect(400);
      await request(f.app).get(`${SECURED}/dic/list/1`).expect(401);
    });
  });

  it('leaves no half-made questionnaire behind', async () => {
    const orphans = await selectRows(
      f.database,
      sql`select q.id from questionnaire q where not exists (select 1 from filled_form ff where ff.questionnaire_id = q.id)`,
    );
    expect(orphans).toEqual([]);
  });
});
