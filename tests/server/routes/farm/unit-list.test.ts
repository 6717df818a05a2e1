import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { UnitListItem } from '@schemas/generated/api/lists';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import { addUnit, call, farmFixture, idOf, type FarmFixture, type RoleName } from './farm-fixture';

const LIST = 'farm/list2';

describe('unit list (GET secured/farm/list2)', () => {
  let f: FarmFixture;
  /** A questionnaire type nobody holds a right to, with a questionnaire on PL-001. */
  let hiddenQuestionnaireTypeId: number;

  beforeAll(async () => {
    f = await farmFixture();
    const textId = await idOf(f.database, sql`insert into translated_text default values returning id`);
    await f.database.db.execute(
      sql`insert into translation (text_id, locale_id, text) values (${textId}, 1, 'Private survey')`,
    );
    hiddenQuestionnaireTypeId = await idOf(
      f.database,
      sql`insert into questionnaire_type (key, text_id, privileged_only, is_active, order_key)
          values ('private_survey', ${textId}, false, true, 70) returning id`,
    );
    await insertQuestionnaire(f.database.db, {
      unitId: f.unitId.own,
      unitTypeId: f.unitTypeId.own,
      unitNumber: 'PL-001',
      questionnaireTypeId: hiddenQuestionnaireTypeId,
      createdByUserId: f.userId.farmer,
    });
  });
  afterAll(async () => {
    await f.close();
  });

  function list(role: RoleName, query: Record<string, string | number> = {}, language = 'en') {
    return call(f, role, 'get', LIST, language).query(query);
  }

  async function rows(
    role: RoleName,
    query: Record<string, string | number> = {},
    language = 'en',
  ): Promise<UnitListItem[]> {
    const reply = await list(role, { limit: 100, ...query }, language).expect(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.total).toBe(reply.body.data.length);
    return reply.body.data;
  }

  const ids = (items: UnitListItem[]) => items.map((item) => item.id);
  const filter = (...items: { operator: string; property: string; value: unknown }[]) =>
    JSON.stringify(items);
  const sort = (property: string, direction: 'ASC' | 'DESC') => JSON.stringify([{ property, direction }]);

  describe('scope per role', () => {
    it('shows a farmer their own active units, sorted by unit name, all editable', async () => {
      const items = await rows('farmer');
      expect(ids(items)).toEqual([f.unitId.empty, f.unitId.own, f.unitId.assigned]);
      expect(items.every((item) => item.editable)).toBe(true);
    });

    it('shows an expert only the units assigned to them', async () => {
      const items = await rows('expert');
      expect(ids(items)).toEqual([f.unitId.assigned]);
      expect(items[0]?.editable).toBe(true);
    });

    it('shows a coordinator and an observer the units with a questionnaire of their types, read only', async () => {
      for (const role of ['coordinator', 'observer'] as const) {
        const items = await rows(role);
        expect(ids(items)).toEqual([f.unitId.own, f.unitId.assigned, f.unitId.other]);
        expect(items.every((item) => !item.editable)).toBe(true);
      }
    });

    it('refuses administrators (administrator mode works on users, not units)', async () => {
      const reply = await list('admin').expect(403);
      expect(reply.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
    });

    it('never lists inactive units', async () => {
      for (const role of ['farmer', 'expert', 'coordinator', 'observer'] as const) {
        const listed = ids(await rows(role));
        expect(listed).not.toContain(f.unitId.inactive);
        expect(listed).not.toContain(f.unitId.inactive2);
      }
    });

    it('accepts the caller’s own userId and refuses anyone else’s', async () => {
      expect(ids(await rows('farmer', { userId: f.userId.farmer }))).toHaveLength(3);
      const reply = await list('farmer', { userId: f.userId.otherFarmer }).expect(403);
      expect(reply.body.error).toBe('FORBIDDEN');
    });

    it('rejects calls without a session', async () => {
      await request(f.app).get(`/api/secured/${LIST}`).expect(401);
    });
  });

  describe('row fields', () => {
    it('describes a unit with its translated type, institution, owner and counts', async () => {
      const [assigned] = await rows('farmer', {
        filter: filter({ operator: 'eq', property: 'unit_name', value: 'Oak Hill piglet farm' }),
      });
      expect(assigned).toEqual({
        id: f.unitId.assigned,
        description: 'Oak Hill piglet farm',
        number: 'PL-002',
        farmTypeId: f.unitTypeId.assigned,
        farmType: 'Piglet production (sow herd selling piglets)',
        regionName: f.demoInstitution.name,
        countryName: f.demoInstitution.typeName,
        farmer: { email: 'farmer@example.com' },
        numberQuestionnaire: 1,
        anyQuestionnaireNumber: 1,
        dataCreation: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        usersId: f.userId.farmer,
        editable: true,
        latitude: 51.7592,
        longitude: 19.456,
      });
    });

    it('names the type in the request’s language', async () => {
      const [polish] = await rows(
        'farmer',
        { filter: filter({ operator: 'eq', property: 'unit_name', value: 'oak hill piglet farm' }) },
        'pl',
      );
      expect(polish?.farmType).toBe('Produkcja prosiąt (stado loch, sprzedaż prosiąt)');
    });

    it('counts the questionnaires the caller may see apart from all of them', async () => {
      const coordinatorOwn = (await rows('coordinator')).find((item) => item.id === f.unitId.own);
      expect(coordinatorOwn).toMatchObject({ numberQuestionnaire: 1, anyQuestionnaireNumber: 2 });
      const farmerOwn = (await rows('farmer')).find((item) => item.id === f.unitId.own);
      expect(farmerOwn).toMatchObject({ numberQuestionnaire: 2, anyQuestionnaireNumber: 2 });
      const empty = (await rows('farmer')).find((item) => item.id === f.unitId.empty);
      expect(empty).toMatchObject({ numberQuestionnaire: 0, anyQuestionnaireNumber: 0 });
    });
  });

  describe('paging', () => {
    it('answers a page with the total of all matching units', async () => {
      const first = await list('farmer', { start: 0, limit: 2 }).expect(200);
      expect(first.body.total).toBe(3);
      expect(ids(first.body.data)).toEqual([f.unitId.empty, f.unitId.own]);
      const second = await list('farmer', { start: 2, limit: 2 }).expect(200);
      expect(second.body.total).toBe(3);
      expect(ids(second.body.data)).toEqual([f.unitId.assigned]);
      const beyond = await list('farmer', { start: 10, limit: 2 }).expect(200);
      expect(beyond.body).toMatchObject({ data: [], total: 3 });
    });

    it('pages 20 rows by default and never shows a row twice when names are equal', async () => {
      const farmer = await idOf(
        f.database,
        sql`insert into app_user (email, password_hash, locale_id, role_id, email_verified, confirmed, is_active)
            values ('many.units@example.com', 'x', 1, 3, true, true, true) returning id`,
      );
      const created: number[] = [];
      for (let index = 0; index < 23; index += 1) {
        created.push(
          await addUnit(f.database, {
            description: 'Same name',
            number: `MANY-${index}`,
            unitTypeId: f.unitTypeId.other,
            institutionId: null,
            ownerUserId: farmer,
          }),
        );
      }
      // The many-unit farmer cannot log in; the expert gets them assigned instead.
      await f.database.db.execute(
        sql`insert into unit_assignment (unit_id, user_id, status) select id, ${f.userId.otherExpert}, 'accepted' from unit where owner_user_id = ${farmer}`,
      );
      const page = async (query: Record<string, number>) =>
        (await call(f, 'otherExpert', 'get', LIST).query(query).expect(200)).body;
      const first = await page({});
      expect(first.data).toHaveLength(20);
      expect(first.total).toBe(23);
      const second = await page({ start: 20 });
      expect([...ids(first.data), ...ids(second.data)]).toEqual(created);
      expect(second.data[0]).toMatchObject({ regionName: null, countryName: null });
    });

    it('refuses a malformed start or limit', async () => {
      const queries: Record<string, string | number>[] = [
        { start: -1 },
        { start: 'x' },
        { limit: 0 },
        { limit: 1001 },
      ];
      for (const query of queries) {
        const reply = await list('farmer', query).expect(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('filters', () => {
    const filtered = (role: RoleName, ...items: { operator: string; property: string; value: unknown }[]) =>
      rows(role, { filter: filter(...items) }).then(ids);

    it('unit_name: like (contains, any case) and eq (whole name, any case)', async () => {
      expect(await filtered('farmer', { operator: 'like', property: 'unit_name', value: 'VALLEY' })).toEqual([
        f.unitId.own,
      ]);
      expect(
        await filtered('farmer', { operator: 'eq', property: 'unit_name', value: 'green valley pig farm' }),
      ).toEqual([f.unitId.own]);
      expect(
        await filtered('farmer', { operator: 'eq', property: 'unit_name', value: 'green valley' }),
      ).toEqual([]);
    });

    it('like treats % and _ as ordinary characters', async () => {
      expect(await filtered('farmer', { operator: 'like', property: 'unit_name', value: '%' })).toEqual([
        f.unitId.empty,
      ]);
      expect(await filtered('farmer', { operator: 'like', property: 'unit_name', value: '_' })).toEqual([
        f.unitId.empty,
      ]);
      expect(await filtered('farmer', { operator: 'like', property: 'unit_name', value: 'a_1' })).toEqual([
        f.unitId.empty,
      ]);
      expect(
        await filtered('farmer', { operator: 'like', property: 'unit_name', value: 'Green%Farm' }),
      ).toEqual([]);
    });

    it('unit_type_id: eq', async () => {
      expect(
        await filtered('farmer', { operator: 'eq', property: 'unit_type_id', value: f.unitTypeId.other }),
      ).toEqual([f.unitId.empty]);
      expect(
        await filtered('coordinator', {
          operator: 'eq',
          property: 'unit_type_id',
          value: String(f.unitTypeId.own),
        }),
      ).toEqual([f.unitId.own]);
    });

    it('unit_institution_name: like and eq', async () => {
      const name = f.otherInstitution.name;
      expect(
        await filtered('coordinator', {
          operator: 'like',
          property: 'unit_institution_name',
          value: name.slice(3, 12),
        }),
      ).toEqual([f.unitId.other]);
      expect(
        await filtered('coordinator', {
          operator: 'eq',
          property: 'unit_institution_name',
          value: name.toUpperCase(),
        }),
      ).toEqual([f.unitId.other]);
    });

    it('unit_institution_type: eq by the type’s id, like by its name', async () => {
      expect(
        await filtered('coordinator', {
          operator: 'eq',
          property: 'unit_institution_type',
          value: f.otherInstitution.typeId,
        }),
      ).toEqual([f.unitId.other]);
      expect(
        await filtered('coordinator', {
          operator: 'like',
          property: 'unit_institution_type',
          value: f.demoInstitution.typeName.slice(0, 8),
        }),
      ).toEqual([f.unitId.own, f.unitId.assigned]);
    });

    it('unit_data_creation: gte and lte cover whole days', async () => {
      expect(
        await filtered('farmer', { operator: 'lte', property: 'unit_data_creation', value: '2025-01-15' }),
      ).toEqual([f.unitId.empty]);
      expect(
        await filtered('farmer', { operator: 'gte', property: 'unit_data_creation', value: '2025-01-15' }),
      ).toEqual([f.unitId.empty, f.unitId.own, f.unitId.assigned]);
      expect(
        await filtered(
          'farmer',
          { operator: 'gte', property: 'unit_data_creation', value: '2025-01-16' },
          { operator: 'lte', property: 'unit_data_creation', value: '2999-12-31' },
        ),
      ).toEqual([f.unitId.own, f.unitId.assigned]);
    });

    it('refuses an unknown property or an operator the property does not take', async () => {
      for (const item of [
        { operator: 'eq', property: 'unit_colour', value: 'x' },
        { operator: 'like', property: 'unit_type_id', value: 'x' },
        { operator: 'eq', property: 'unit_data_creation', value: '2025-01-01' },
      ]) {
        const reply = await list('farmer', { filter: filter(item) }).expect(400);
        expect(reply.body.error).toBe('UNKNOWN_LIST_PROPERTY');
      }
    });

    it('refuses malformed filter JSON and bad values', async () => {
      for (const value of ['not json', '{"operator":"eq"}', '[{"operator":"eq","property":"unit_name"}]']) {
        const reply = await list('farmer', { filter: value }).expect(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
      const notDate = await list('farmer', {
        filter: filter({ operator: 'gte', property: 'unit_data_creation', value: 'yesterday' }),
      }).expect(400);
      expect(notDate.body.error).toBe('VALIDATION_FAILED');
      const notNumber = await list('farmer', {
        filter: filter({ operator: 'eq', property: 'unit_type_id', value: 'pigs' }),
      }).expect(400);
      expect(notNumber.body.error).toBe('VALIDATION_FAILED');
    });
  });

  describe('search', () => {
    it('matches the unit name, the unit number and the owner’s e-mail', async () => {
      expect(ids(await rows('coordinator', { searchText: 'zeta' }))).toEqual([f.unitId.other]);
      expect(ids(await rows('coordinator', { searchText: 'pl-90' }))).toEqual([f.unitId.other]);
      expect(ids(await rows('coordinator', { searchText: 'OTHER.FARMER' }))).toEqual([f.unitId.other]);
      expect(ids(await rows('coordinator', { searchText: 'farmer@example' }))).toEqual([
        f.unitId.own,
        f.unitId.assigned,
        f.unitId.other,
      ]);
    });

    it('stays inside the caller’s scope and treats % literally', async () => {
      expect(ids(await rows('farmer', { searchText: 'zeta' }))).toEqual([]);
      expect(ids(await rows('farmer', { searchText: '%' }))).toEqual([f.unitId.empty]);
    });
  });

  describe('sorting', () => {
    it('unit_name ascending and descending, without case', async () => {
      expect(ids(await rows('farmer', { sort: sort('unit_name', 'DESC') }))).toEqual([
        f.unitId.assigned,
        f.unitId.own,
        f.unitId.empty,
      ]);
      expect(ids(await rows('farmer', { sort: sort('unit_name', 'ASC') }))).toEqual([
        f.unitId.empty,
        f.unitId.own,
        f.unitId.assigned,
      ]);
    });

    it('unit_type_id sorts by the type’s name in the request’s language', async () => {
      // English: Farrow-to-finish, Fattening, Piglet production; Polish: Cykl, Produkcja, Tucz.
      expect(ids(await rows('farmer', { sort: sort('unit_type_id', 'ASC') }))).toEqual([
        f.unitId.own,
        f.unitId.empty,
        f.unitId.assigned,
      ]);
      expect(ids(await rows('farmer', { sort: sort('unit_type_id', 'ASC') }, 'pl'))).toEqual([
        f.unitId.own,
        f.unitId.assigned,
        f.unitId.empty,
      ]);
    });

    it('unit_institution_name and unit_institution_type', async () => {
      // The other institution is an "Agricultural advisory centre", the demo one a "Regional" inspectorate.
      for (const property of ['unit_institution_name', 'unit_institution_type']) {
        expect(ids(await rows('coordinator', { sort: sort(property, 'ASC') }))).toEqual([
          f.unitId.other,
          f.unitId.own,
          f.unitId.assigned,
        ]);
        expect(ids(await rows('coordinator', { sort: sort(property, 'DESC') }))).toEqual([
          f.unitId.own,
          f.unitId.assigned,
          f.unitId.other,
        ]);
      }
    });

    it('unit_data_creation', async () => {
      expect(ids(await rows('farmer', { sort: sort('unit_data_creation', 'ASC') }))[0]).toBe(f.unitId.empty);
      expect(ids(await rows('farmer', { sort: sort('unit_data_creation', 'DESC') })).at(-1)).toBe(
        f.unitId.empty,
      );
    });

    it('number_questionnaire', async () => {
      expect(ids(await rows('farmer', { sort: sort('number_questionnaire', 'DESC') }))).toEqual([
        f.unitId.own,
        f.unitId.assigned,
        f.unitId.empty,
      ]);
      expect(ids(await rows('farmer', { sort: sort('number_questionnaire', 'ASC') }))).toEqual([
        f.unitId.empty,
        f.unitId.assigned,
        f.unitId.own,
      ]);
    });

    it('refuses an unknown sort property and malformed sort JSON', async () => {
      const unknown = await list('farmer', { sort: sort('unit_colour', 'ASC') }).expect(400);
      expect(unknown.body.error).toBe('UNKNOWN_LIST_PROPERTY');
      for (const value of ['[', '[{"property":"unit_name","direction":"UP"}]']) {
        const reply = await list('farmer', { sort: value }).expect(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
    });

    it('refuses query parameters the list does not know', async () => {
      const reply = await list('farmer', { colour: 'green' }).expect(400);
      expect(reply.body.error).toBe('VALIDATION_FAILED');
    });
  });
});
