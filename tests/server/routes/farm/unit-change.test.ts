import { sql } from 'drizzle-orm';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import { call, farmFixture, unitRow, type FarmFixture, type RoleName } from './farm-fixture';

/** Renaming (PUT secured/farm/{id}) and removing (DELETE secured/farm/{id}) a unit. */
describe('unit changes (PUT and DELETE secured/farm/{id})', () => {
  let f: FarmFixture;

  // One fixture for the file's tests that change nothing (refusals and reads); a test that changes data
  // runs on a fixture of its own (ownFixture), so every test finds the data as farmFixture made it.
  beforeAll(async () => {
    f = await farmFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  /** A test that changes data, on a fixture of its own: the file's shared one stays untouched. */
  const ownFixture = (test: () => Promise<void>) => async () => {
    const shared = f;
    f = await farmFixture();
    try {
      await test();
    } finally {
      await f.close();
      f = shared;
    }
  };

  const rename = (who: RoleName | 'otherExpert', unitId: number | string, body: object) =>
    call(f, who, 'put', `farm/${unitId}`).send(body);
  const remove = (who: RoleName | 'otherExpert', unitId: number | string) =>
    call(f, who, 'delete', `farm/${unitId}`);

  describe('PUT farm/{id}', () => {
    it(
      'a farmer renames their unit; the name is trimmed',
      ownFixture(async () => {
        const reply = await rename('farmer', f.unitId.own, {
          description: '  Green Valley farm, north barn  ',
        }).expect(200);
        expect(reply.body.data).toMatchObject({
          id: f.unitId.own,
          description: 'Green Valley farm, north barn',
        });
        expect((await unitRow(f, f.unitId.own)).description).toBe('Green Valley farm, north barn');
      }),
    );

    it(
      'an expert renames a unit assigned to them',
      ownFixture(async () => {
        await rename('expert', f.unitId.assigned, { description: 'Oak Hill' }).expect(200);
        expect((await unitRow(f, f.unitId.assigned)).description).toBe('Oak Hill');
      }),
    );

    it('refuses another farmer’s unit, a unit the expert is not assigned to and read-only roles', async () => {
      const cases: [RoleName, number][] = [
        ['farmer', f.unitId.other],
        ['expert', f.unitId.own],
        ['coordinator', f.unitId.own],
        ['observer', f.unitId.own],
        ['admin', f.unitId.own],
      ];
      for (const [role, unitId] of cases) {
        const reply = await rename(role, unitId, { description: 'Taken over' }).expect(403);
        expect(reply.body.error).toBe('FORBIDDEN');
      }
      expect((await unitRow(f, f.unitId.other)).description).toBe('Zeta hill farm');
      expect((await unitRow(f, f.unitId.own)).description).toBe('Green Valley pig farm');
    });

    it('refuses a blank, missing or malformed name and an unknown or malformed id', async () => {
      for (const body of [{ description: '   ' }, { description: '' }, {}, { description: 5 }]) {
        const reply = await rename('farmer', f.unitId.own, body).expect(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
      const malformed = await call(f, 'farmer', 'put', `farm/${f.unitId.own}`)
        .set('Content-Type', 'application/json')
        .send('{"description": ');
      expect(malformed.status).toBe(400);
      expect((await unitRow(f, f.unitId.own)).description).toBe('Green Valley pig farm');
      expect((await rename('farmer', 987654, { description: 'x' }).expect(404)).body.error).toBe('NOT_FOUND');
      expect((await rename('farmer', 'abc', { description: 'x' }).expect(400)).body.error).toBe(
        'VALIDATION_FAILED',
      );
    });
  });

  describe('DELETE farm/{id}', () => {
    it(
      'returns a unit without questionnaires to the inactive units',
      ownFixture(async () => {
        await call(
          f,
          'expert',
          'post',
          `farm/assign?userId=${f.userId.expert}&farmId=${f.unitId.empty}`,
        ).expect(200);
        const reply = await remove('farmer', f.unitId.empty).expect(200);
        expect(reply.body).toEqual({ success: true, data: null });
        expect(await unitRow(f, f.unitId.empty)).toMatchObject({
          isActive: false,
          ownerUserId: null,
          experts: [],
        });
        const inactive = await call(f, 'farmer', 'get', 'farm/inactiveUnitList/').expect(200);
        expect(inactive.body.data.map((unit: { id: number }) => unit.id)).toContain(f.unitId.empty);
        const listed = await call(f, 'farmer', 'get', 'farm/list2').expect(200);
        expect(listed.body.total).toBe(2);
        // Another farmer may take it again.
        await call(f, 'farmer', 'get', `farm/activate?unitId=${f.unitId.empty}`).expect(200);
      }),
    );

    it(
      'refuses a unit with questionnaires, even ones the caller cannot see',
      ownFixture(async () => {
        const reply = await remove('farmer', f.unitId.own).expect(409);
        expect(reply.body.error).toBe('UNIT_HAS_QUESTIONNAIRES');
        expect(await unitRow(f, f.unitId.own)).toMatchObject({
          isActive: true,
          ownerUserId: f.userId.farmer,
        });

        // A questionnaire on the empty unit created by someone else still blocks removal.
        await insertQuestionnaire(f.database.db, {
          unitId: f.unitId.empty,
          unitTypeId: f.unitTypeId.other,
          unitNumber: 'PL-901',
          questionnaireTypeId: f.demoTypeId,
          createdByUserId: f.userId.expert,
        });
        expect((await remove('farmer', f.unitId.empty).expect(409)).body.error).toBe(
          'UNIT_HAS_QUESTIONNAIRES',
        );
        await f.database.db.execute(sql`delete from questionnaire where unit_id = ${f.unitId.empty}`);
        await remove('farmer', f.unitId.empty).expect(200);
      }),
    );

    it(
      'an expert removes a unit assigned to them',
      ownFixture(async () => {
        await call(f, 'expert', 'get', `farm/activate?unitId=${f.unitId.inactive}`).expect(200);
        await remove('expert', f.unitId.inactive).expect(200);
        expect(await unitRow(f, f.unitId.inactive)).toMatchObject({ isActive: false, experts: [] });
      }),
    );

    it('refuses another farmer’s unit and every role that does not work on the unit', async () => {
      const cases: [RoleName | 'otherExpert', number][] = [
        ['farmer', f.unitId.other],
        ['otherExpert', f.unitId.empty],
        ['expert', f.unitId.empty],
        ['coordinator', f.unitId.empty],
        ['observer', f.unitId.empty],
        ['admin', f.unitId.empty],
      ];
      for (const [role, unitId] of cases) {
        const reply = await remove(role, unitId).expect(403);
        expect(reply.body.error).toBe('FORBIDDEN');
      }
      expect(await unitRow(f, f.unitId.empty)).toMatchObject({
        isActive: true,
        ownerUserId: f.userId.farmer,
      });
      expect(await unitRow(f, f.unitId.other)).toMatchObject({ isActive: true });
    });

    it('answers 404 for an unknown unit and 400 for a malformed id or a query', async () => {
      expect((await remove('farmer', 987654).expect(404)).body.error).toBe('NOT_FOUND');
      expect((await remove('farmer', '0').expect(400)).body.error).toBe('VALIDATION_FAILED');
      const withQuery = await call(f, 'farmer', 'delete', `farm/${f.unitId.empty}?force=true`).expect(400);
      expect(withQuery.body.error).toBe('VALIDATION_FAILED');
      expect(await unitRow(f, f.unitId.empty)).toMatchObject({ isActive: true });
    });
  });
});
