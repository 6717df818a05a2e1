import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import { selectRows } from '@tests/support/test-database';
import {
  questionnaireFixture,
  setRight,
  type QuestionnaireFixture,
  type RoleName,
} from './questionnaire-fixture';

const LIST = '/api/secured/questinnaire/list2';

describe('questionnaire list (GET secured/questinnaire/list2)', () => {
  let f: QuestionnaireFixture;

  beforeAll(async () => {
    f = await questionnaireFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  function list(role: RoleName, query: Record<string, string | number> = {}, language = 'en') {
    return request(f.app)
      .get(LIST)
      .query(query)
      .set('Authorization', f.bearer[role])
      .set('Accept-Language', language);
  }

  async function rows(
    role: RoleName,
    query: Record<string, string | number> = {},
  ): Promise<QuestionnaireListItem[]> {
    const reply = await list(role, { limit: 100, ...query }).expect(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.total).toBe(reply.body.data.length);
    return reply.body.data;
  }

  const ids = (items: QuestionnaireListItem[]) => items.map((item) => item.id);
  const filter = (...items: { operator: string; property: string; value: unknown }[]) =>
    JSON.stringify(items);
  const sort = (property: string, direction: 'ASC' | 'DESC') => JSON.stringify([{ property, direction }]);

  describe('scope per role', () => {
    it('shows a farmer the questionnaires of their own units, without the Long type, sorted by unit name', async () => {
      expect(ids(await rows('farmer'))).toEqual([f.questionnaireId.own, f.questionnaireId.assigned]);
    });

    it('shows an expert the questionnaires of units assigned to them, the Long type included', async () => {
      const items = await rows('expert');
      expect(ids(items).sort()).toEqual([f.questionnaireId.assigned, f.questionnaireId.long].sort());
      expect(items.every((item) => item.editable)).toBe(true);
    });

    it('shows a coordinator the questionnaires of the types they hold rights to, read only', async () => {
      const items = await rows('coordinator');
      expect(ids(items).sort()).toEqual(
        [f.questionnaireId.own, f.questionnaireId.assigned, f.questionnaireId.other].sort(),
      );
      expect(items.every((item) => !item.editable)).toBe(true);

      await setRight(f.database, f.userId.coordinator, f.longTypeId, true);
      expect(ids(await rows('coordinator'))).toContain(f.questionnaireId.long);
      await setRight(f.database, f.userId.coordinator, f.demoTypeId, false);
      expect(ids(await rows('coordinator'))).toEqual([f.questionnaireId.long]);
      await setRight(f.database, f.userId.coordinator, f.demoTypeId, true);
      await setRight(f.database, f.userId.coordinator, f.longTypeId, false);
      expect(ids(await rows('coordinator'))).not.toContain(f.questionnaireId.long);
    });

    it('never shows an observer the Long type, even with a right to it', async () => {
      await setRight(f.database, f.userId.observer, f.longTypeId, true);
      const items = await rows('observer');
      expect(ids(items).sort()).toEqual(
        [f.questionnaireId.own, f.questionnaireId.assigned, f.questionnaireId.other].sort(),
      );
      expect(items.every((item) => !item.editable)).toBe(true);
      await setRight(f.database, f.userId.observer, f.longTypeId, false);
      await setRight(f.database, f.userId.observer, f.demoTypeId, false);
      expect(await rows('observer')).toEqual([]);
      await setRight(f.database, f.userId.observer, f.demoTypeId, true);
    });

    it('refuses administrators (administrator mode has no questionnaires)', async () => {
      const reply = await list('admin').expect(403);
      expect(reply.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
    });

    it('takes userId and userRoleId only when they are the caller’s own', async () => {
      await list('farmer', { userId: f.userId.farmer, userRoleId: 3 }).expect(200);
      await list('farmer', { userId: f.userId.otherFarmer }).expect(403);
      await list('farmer', { userRoleId: 2 }).expect(403);
    });
  });

  describe('rows', () => {
    it('describes each questionnaire with its unit, owner e-mail, type, status and forms in order', async () => {
      const [own] = await rows('farmer', {
        filter: filter({ operator: 'eq', property: 'unit_name', value: 'Green Valley pig farm' }),
      });
      const forms = await selectRows(
        f.database,
        sql`select (select text from translation where text_id = fm.text_id and locale_id = 1) as name, ff.status
            from filled_form ff join form fm on fm.id = ff.form_id
            where ff.questionnaire_id = ${f.questionnaireId.own} order by fm.order_key`,
      );
      const typeName = await selectRows(
        f.database,
        sql`select text from translation where locale_id = 1 and text_id = (select text_id from questionnaire_type where id = ${f.demoTypeId})`,
      );
      expect(own).toEqual({
        id: f.questionnaireId.own,
        farmId: f.unitId.own,
        farmName: 'Green Valley pig farm',
        farmNumber: 'PL-001',
        farmType: expect.any(String),
        farmTypeId: f.unitTypeId.own,
        regionName: expect.any(String),
        countryName: expect.any(String),
        email: 'farmer@example.com',
        questionnaireName: typeName[0]?.text,
        questionnaireDicId: f.demoTypeId,
        status: 0,
        questionnaryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        isActive: false,
        editable: true,
        formList: forms.map((form) => ({ formName: form.name, status: false })),
      });
      expect(own?.formList.length).toBeGreaterThan(1);
    });

    it('shows a submitted form as status true', async () => {
      await f.database.db.execute(
        sql`update filled_form set status = true where id = (select min(id) from filled_form where questionnaire_id = ${f.questionnaireId.own})`,
      );
      const [own] = await rows('farmer', {
        filter: filter({ operator: 'eq', property: 'unit_name', value: 'green valley pig farm' }),
      });
      expect(own?.formList.map((form) => form.status)).toEqual(own?.formList.map((_, index) => index === 0));
      await f.database.db.execute(
        sql`update filled_form set status = false where questionnaire_id = ${f.questionnaireId.own}`,
      );
    });

    it('uses the creator’s e-mail when the unit has no owner', async () => {
      await f.database.db.execute(sql`update unit set owner_user_id = null where id = ${f.unitId.other}`);
      const [other] = await rows('coordinator', { searchText: 'PL-900' });
      expect(other?.email).toBe('other.farmer@example.com');
      await f.database.db.execute(
        sql`update unit set owner_user_id = ${f.userId.otherFarmer} where id = ${f.unitId.other}`,
      );
    });

    it('translates names into the request’s language', async () => {
      const reply = await list(
        'expert',
        { filter: filter({ operator: 'eq', property: 'questionnaire_name', value: f.longTypeId }) },
        'pl',
      ).expect(200);
      expect(reply.body.data[0]).toMatchObject({
        questionnaireName: 'Długa ankieta',
        formList: [{ formName: 'Długa ankieta formularz', status: false }],
      });
    });
  });

  describe('paging', () => {
    it('pages through the list without repeating or skipping a row', async () => {
      const all = ids(await rows('coordinator'));
      const first = await list('coordinator', { start: 0, limit: 2 }).expect(200);
      const second = await list('coordinator', { start: 2, limit: 2 }).expect(200);
      expect(first.body.total).toBe(all.length);
      expect(second.body.total).toBe(all.length);
      expect([...ids(first.body.data), ...ids(second.body.data)]).toEqual(all);
      const beyond = await list('coordinator', { start: 50, limit: 2 }).expect(200);
      expect(beyond.body).toMatchObject({ data: [], total: all.length });
    });

    it('answers 20 rows per page when no limit is sent', async () => {
      const reply = await list('coordinator').expect(200);
      expect(reply.body.data.length).toBe(Math.min(20, reply.body.total));
    });
  });

  describe('filters', () => {
    const { own, assigned, other } = { own: 0, assigned: 1, other: 2 };
    let q: number[];
    beforeAll(() => {
      q = [f.questionnaireId.own, f.questionnaireId.assigned, f.questionnaireId.other];
    });
    async function filtered(...items: { operator: string; property: string; value: unknown }[]) {
      return ids(await rows('coordinator', { filter: filter(...items) })).sort();
    }
    const pick = (...indexes: number[]) => indexes.map((index) => q[index]).sort();

    it('unit_name like and eq (case-insensitive)', async () => {
      expect(await filtered({ operator: 'like', property: 'unit_name', value: 'VALLEY' })).toEqual(pick(own));
      expect(
        await filtered({ operator: 'eq', property: 'unit_name', value: 'oak hill piglet farm' }),
      ).toEqual(pick(assigned));
      expect(await filtered({ operator: 'eq', property: 'unit_name', value: 'oak hill' })).toEqual([]);
    });

    it('unit_type_id eq', async () => {
      expect(await filtered({ operator: 'eq', property: 'unit_type_id', value: f.unitTypeId.other })).toEqual(
        pick(other),
      );
      expect(
        await filtered({ operator: 'eq', property: 'unit_type_id', value: String(f.unitTypeId.own) }),
      ).toEqual(pick(own));
    });

    it('institution_name like and eq', async () => {
      const name = f.otherInstitution.name;
      expect(
        await filtered({ operator: 'like', property: 'institution_name', value: name.slice(2, 10) }),
      ).toEqual(pick(other));
      expect(
        await filtered({ operator: 'eq', property: 'institution_name', value: name.toUpperCase() }),
      ).toEqual(pick(other));
    });

    it('institution_type eq by id and like by name', async () => {
      expect(
        await filtered({ operator: 'eq', property: 'institution_type', value: f.otherInstitution.typeId }),
      ).toEqual(pick(other));
      expect(
        await filtered({
          operator: 'like',
          property: 'institution_type',
          value: f.otherInstitution.typeName.slice(0, 8),
        }),
      ).toEqual(pick(other));
    });

    it('questionnaire_email like and eq', async () => {
      expect(await filtered({ operator: 'like', property: 'questionnaire_email', value: 'other.' })).toEqual(
        pick(other),
      );
      expect(
        await filtered({ operator: 'eq', property: 'questionnaire_email', value: 'farmer@example.com' }),
      ).toEqual(pick(own, assigned));
    });

    it('questionnaire_name eq by type id and like by translated name', async () => {
      expect(await filtered({ operator: 'eq', property: 'questionnaire_name', value: f.demoTypeId })).toEqual(
        pick(own, assigned, other),
      );
      expect(await filtered({ operator: 'eq', property: 'questionnaire_name', value: f.longTypeId })).toEqual(
        [],
      );
      const expertRows = await rows('expert', {
        filter: filter({ operator: 'like', property: 'questionnaire_name', value: 'long SUR' }),
      });
      expect(ids(expertRows)).toEqual([f.questionnaireId.long]);
    });

    it('questionnaire_status eq 0 (to edit) and 1 (accepted)', async () => {
      await f.database.db.execute(
        sql`update questionnaire set is_active = true where id = ${f.questionnaireId.other}`,
      );
      expect(await filtered({ operator: 'eq', property: 'questionnaire_status', value: 1 })).toEqual(
        pick(other),
      );
      expect(await filtered({ operator: 'eq', property: 'questionnaire_status', value: '0' })).toEqual(
        pick(own, assigned),
      );
      const [accepted] = await rows('coordinator', {
        filter: filter({ operator: 'eq', property: 'questionnaire_status', value: 1 }),
      });
      expect(accepted).toMatchObject({ status: 1, isActive: true });
      await f.database.db.execute(
        sql`update questionnaire set is_active = false where id = ${f.questionnaireId.other}`,
      );
    });

    it('questionnaire_data_creation gte and lte (whole days)', async () => {
      expect(
        await filtered({ operator: 'lte', property: 'questionnaire_data_creation', value: '2025-01-15' }),
      ).toEqual(pick(other));
      expect(
        await filtered({ operator: 'gte', property: 'questionnaire_data_creation', value: '2025-01-16' }),
      ).toEqual(pick(own, assigned));
      expect(
        await filtered(
          { operator: 'gte', property: 'questionnaire_data_creation', value: '2025-01-15' },
          { operator: 'lte', property: 'questionnaire_data_creation', value: '2025-01-15' },
        ),
      ).toEqual(pick(other));
    });

    it('combines filters with and', async () => {
      expect(
        await filtered(
          { operator: 'eq', property: 'questionnaire_email', value: 'farmer@example.com' },
          { operator: 'like', property: 'unit_name', value: 'oak' },
        ),
      ).toEqual(pick(assigned));
    });
  });

  describe('search', () => {
    it('matches unit name, unit number, e-mail and questionnaire type name', async () => {
      expect(ids(await rows('coordinator', { searchText: 'green' }))).toEqual([f.questionnaireId.own]);
      expect(ids(await rows('coordinator', { searchText: 'pl-900' }))).toEqual([f.questionnaireId.other]);
      expect(ids(await rows('coordinator', { searchText: 'other.farmer@' }))).toEqual([
        f.questionnaireId.other,
      ]);
      expect(ids(await rows('expert', { searchText: 'long survey' }))).toEqual([f.questionnaireId.long]);
      expect(await rows('coordinator', { searchText: '%' })).toEqual([]);
      expect(await rows('coordinator', { searchText: 'nothing like this' })).toEqual([]);
    });
  });

  describe('sort', () => {
    it('sorts by every sort property both ways, the questionnaire id breaking ties', async () => {
      for (const property of [
        'unit_name',
        'unit_type_id',
        'institution_name',
        'institution_type',
        'questionnaire_email',
        'questionnaire_name',
        'questionnaire_status',
        'questionnaire_data_creation',
      ]) {
        const ascending = ids(await rows('coordinator', { sort: sort(property, 'ASC') }));
        const descending = ids(await rows('coordinator', { sort: sort(property, 'DESC') }));
        expect(ascending.length, property).toBe(3);
        expect([...descending].sort(), property).toEqual([...ascending].sort());
      }
    });

    it('orders by the property asked for', async () => {
      const { own, assigned, other } = f.questionnaireId;
      expect(ids(await rows('coordinator', { sort: sort('unit_name', 'DESC') }))).toEqual([
        other,
        assigned,
        own,
      ]);
      expect(ids(await rows('coordinator', { sort: sort('questionnaire_data_creation', 'ASC') }))[0]).toBe(
        other,
      );
      expect(ids(await rows('coordinator', { sort: sort('questionnaire_data_creation', 'DESC') }))[2]).toBe(
        other,
      );
      expect(ids(await rows('coordinator', { sort: sort('questionnaire_email', 'DESC') }))[0]).toBe(other);
      expect(ids(await rows('coordinator', { sort: sort('unit_type_id', 'ASC') }))).toHaveLength(3);
      await f.database.db.execute(sql`update questionnaire set is_active = true where id = ${assigned}`);
      expect(ids(await rows('coordinator', { sort: sort('questionnaire_status', 'DESC') }))).toEqual([
        assigned,
        own,
        other,
      ]);
      await f.database.db.execute(sql`update questionnaire set is_active = false where id = ${assigned}`);
    });
  });

  describe('bad input', () => {
    it('refuses unknown filter and sort properties and operators with UNKNOWN_LIST_PROPERTY', async () => {
      const queries: Record<string, string | number>[] = [
        { filter: filter({ operator: 'eq', property: 'unit_colour', value: 'x' }) },
        { filter: filter({ operator: 'like', property: 'unit_type_id', value: '1' }) },
        { filter: filter({ operator: 'gte', property: 'questionnaire_status', value: 1 }) },
        { sort: sort('questionnaire_data_creation_from', 'ASC') },
      ];
      for (const query of queries) {
        const reply = await list('coordinator', query).expect(400);
        expect(reply.body.error).toBe('UNKNOWN_LIST_PROPERTY');
      }
    });

    it('refuses malformed queries with VALIDATION_FAILED', async () => {
      const queries: Record<string, string | number>[] = [
        { filter: '{not json' },
        { sort: JSON.stringify([{ property: 'unit_name', direction: 'UP' }]) },
        { filter: filter({ operator: 'eq', property: 'unit_type_id', value: 'abc' }) },
        { filter: filter({ operator: 'eq', property: 'questionnaire_status', value: 'maybe' }) },
        { filter: filter({ operator: 'gte', property: 'questionnaire_data_creation', value: '15/01/2025' }) },
        { limit: 0 },
        { start: -1 },
        { userId: 'me' },
        { colour: 'red' },
      ];
      for (const query of queries) {
        const reply = await list('coordinator', query).expect(400);
        expect(reply.body.error, JSON.stringify(query)).toBe('VALIDATION_FAILED');
      }
    });

    it('needs a session', async () => {
      await request(f.app).get(LIST).expect(401);
    });
  });
});
