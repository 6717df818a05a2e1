import type { UnitListItem, UnitSummary } from '@schemas/generated/api/lists';
import { call, farmFixture, unitRow, type FarmFixture, type RoleName } from './farm-fixture';

/** The add-unit flow: inactive units, listByUserId, activate and assign. */
describe('add-unit flow (secured/farm/inactiveUnitList, listByUserId, activate, assign)', () => {
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

  const ids = (items: { id: number }[]) => items.map((item) => item.id);
  const activate = (who: RoleName | 'otherExpert', unitId: number | string) =>
    call(f, who, 'get', `farm/activate?unitId=${unitId}`);
  const assign = (who: RoleName | 'otherExpert', userId: number | string, farmId: number | string) =>
    call(f, who, 'post', `farm/assign?userId=${userId}&farmId=${farmId}`);
  const inactiveList = async (): Promise<UnitSummary[]> =>
    (await call(f, 'farmer', 'get', 'farm/inactiveUnitList/').expect(200)).body.data;
  const unitList = async (who: RoleName | 'otherExpert'): Promise<UnitListItem[]> =>
    (await call(f, who, 'get', 'farm/list2').expect(200)).body.data;

  describe('GET farm/inactiveUnitList', () => {
    it('lists the inactive units by name without case, then number, with the translated type', async () => {
      const reply = await call(f, 'expert', 'get', 'farm/inactiveUnitList/', 'pl').expect(200);
      expect(reply.body.data).toEqual([
        {
          id: f.unitId.inactive2,
          description: 'apple orchard',
          number: 'PL-004',
          farmTypeId: f.unitTypeId.other,
          farmType: 'Tucz (tuczniki)',
          isActive: false,
        },
        {
          id: f.unitId.inactive,
          description: 'River Bend fattening farm',
          number: 'PL-003',
          farmTypeId: f.unitTypeId.other,
          farmType: 'Tucz (tuczniki)',
          isActive: false,
        },
      ]);
    });

    it('answers without the trailing slash too', async () => {
      const reply = await call(f, 'farmer', 'get', 'farm/inactiveUnitList').expect(200);
      expect(ids(reply.body.data)).toEqual([f.unitId.inactive2, f.unitId.inactive]);
    });

    it('is for farmers and experts only', async () => {
      for (const role of ['admin', 'coordinator', 'observer'] as const) {
        await call(f, role, 'get', 'farm/inactiveUnitList/').expect(403);
      }
    });

    it('refuses unknown query parameters', async () => {
      const reply = await call(f, 'farmer', 'get', 'farm/inactiveUnitList/?x=1').expect(400);
      expect(reply.body.error).toBe('VALIDATION_FAILED');
    });
  });

  describe('GET farm/listByUserId', () => {
    it('gives a farmer their own active units (also without userId)', async () => {
      const own = await call(f, 'farmer', 'get', `farm/listByUserId?userId=${f.userId.farmer}`).expect(200);
      expect(ids(own.body.data)).toEqual([f.unitId.empty, f.unitId.own, f.unitId.assigned]);
      expect(own.body.data[1]).toEqual({
        id: f.unitId.own,
        description: 'Green Valley pig farm',
        number: 'PL-001',
        farmTypeId: f.unitTypeId.own,
        farmType: 'Farrow-to-finish (closed cycle)',
        isActive: true,
      });
      const implicit = await call(f, 'farmer', 'get', 'farm/listByUserId').expect(200);
      expect(implicit.body.data).toEqual(own.body.data);
    });

    it('refuses a farmer asking about another user', async () => {
      const reply = await call(f, 'farmer', 'get', `farm/listByUserId?userId=${f.userId.otherFarmer}`).expect(
        403,
      );
      expect(reply.body.error).toBe('FORBIDDEN');
    });

    it('lets an expert ask about any farmer, but only farmers', async () => {
      const other = await call(f, 'expert', 'get', `farm/listByUserId?userId=${f.userId.otherFarmer}`).expect(
        200,
      );
      expect(ids(other.body.data)).toEqual([f.unitId.other]);
      for (const userId of [f.userId.coordinator, 987654]) {
        const reply = await call(f, 'expert', 'get', `farm/listByUserId?userId=${userId}`).expect(404);
        expect(reply.body.error).toBe('FARMER_NOT_FOUND');
      }
    });

    it('is refused to the other roles and checks the id', async () => {
      for (const role of ['admin', 'coordinator', 'observer'] as const) {
        await call(f, role, 'get', `farm/listByUserId?userId=${f.userId.farmer}`).expect(403);
      }
      for (const userId of ['0', 'abc', '-1']) {
        const reply = await call(f, 'expert', 'get', `farm/listByUserId?userId=${userId}`).expect(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('GET farm/activate', () => {
    it(
      'a farmer takes an inactive unit and becomes its owner',
      ownFixture(async () => {
        const reply = await activate('farmer', f.unitId.inactive).expect(200);
        expect(reply.body.data).toMatchObject({ id: f.unitId.inactive, isActive: true, number: 'PL-003' });
        expect(await unitRow(f, f.unitId.inactive)).toMatchObject({
          isActive: true,
          ownerUserId: f.userId.farmer,
          experts: [],
        });
        expect(ids(await inactiveList())).toEqual([f.unitId.inactive2]);
        const listed = (await unitList('farmer')).find((item) => item.id === f.unitId.inactive);
        expect(listed).toMatchObject({ editable: true, farmer: { email: 'farmer@example.com' } });
      }),
    );

    it(
      'an expert takes an inactive unit and is assigned to it, without an owner yet',
      ownFixture(async () => {
        await activate('expert', f.unitId.inactive).expect(200);
        expect(await unitRow(f, f.unitId.inactive)).toMatchObject({
          isActive: true,
          ownerUserId: null,
          experts: [f.userId.expert],
        });
        const listed = (await unitList('expert')).find((item) => item.id === f.unitId.inactive);
        expect(listed).toMatchObject({ editable: true, farmer: null, usersId: null });
      }),
    );

    it('refuses a unit that is not inactive (409) and an unknown one (404), changing nothing', async () => {
      const active = await activate('farmer', f.unitId.other).expect(409);
      expect(active.body.error).toBe('UNIT_NOT_INACTIVE');
      expect(await unitRow(f, f.unitId.other)).toMatchObject({ ownerUserId: f.userId.otherFarmer });
      const missing = await activate('farmer', 987654).expect(404);
      expect(missing.body.error).toBe('NOT_FOUND');
    });

    it(
      'refuses a unit someone has just taken',
      ownFixture(async () => {
        await activate('farmer', f.unitId.inactive).expect(200);
        const second = await activate('expert', f.unitId.inactive).expect(409);
        expect(second.body.error).toBe('UNIT_NOT_INACTIVE');
        expect(await unitRow(f, f.unitId.inactive)).toMatchObject({
          ownerUserId: f.userId.farmer,
          experts: [],
        });
      }),
    );

    it(
      'lets exactly one of two simultaneous takers have the unit',
      ownFixture(async () => {
        const replies = await Promise.all([
          activate('farmer', f.unitId.inactive),
          activate('expert', f.unitId.inactive),
        ]);
        expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
        const row = await unitRow(f, f.unitId.inactive);
        if (replies[0]?.status === 200) {
          expect(row).toMatchObject({ ownerUserId: f.userId.farmer, experts: [] });
        } else {
          expect(row).toMatchObject({ ownerUserId: null, experts: [f.userId.expert] });
        }
      }),
    );

    it('is for farmers and experts only and checks the unit id', async () => {
      for (const role of ['admin', 'coordinator', 'observer'] as const) {
        await activate(role, f.unitId.inactive).expect(403);
      }
      expect(await unitRow(f, f.unitId.inactive)).toMatchObject({ isActive: false });
      for (const unitId of ['0', 'x', '1.5']) {
        const reply = await activate('farmer', unitId).expect(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
      await call(f, 'farmer', 'get', 'farm/activate').expect(400);
    });
  });

  describe('POST farm/assign', () => {
    it(
      'an expert makes a farmer the owner of a unit the expert took',
      ownFixture(async () => {
        await activate('expert', f.unitId.inactive).expect(200);
        const reply = await assign('expert', f.userId.otherFarmer, f.unitId.inactive).expect(200);
        expect(reply.body.data).toMatchObject({ id: f.unitId.inactive, isActive: true });
        expect(await unitRow(f, f.unitId.inactive)).toMatchObject({
          ownerUserId: f.userId.otherFarmer,
          experts: [f.userId.expert],
        });
        const listed = (await unitList('expert')).find((item) => item.id === f.unitId.inactive);
        expect(listed).toMatchObject({ farmer: { email: 'other.farmer@example.com' }, editable: true });
        // The farmer's units now include it.
        const farmerUnits = await call(
          f,
          'expert',
          'get',
          `farm/listByUserId?userId=${f.userId.otherFarmer}`,
        ).expect(200);
        expect(ids(farmerUnits.body.data)).toContain(f.unitId.inactive);
      }),
    );

    it(
      'refuses giving an owner to a unit that has one (409) or that the expert is not assigned to (403)',
      ownFixture(async () => {
        const owned = await assign('expert', f.userId.otherFarmer, f.unitId.assigned).expect(409);
        expect(owned.body.error).toBe('CONFLICT');
        expect(await unitRow(f, f.unitId.assigned)).toMatchObject({ ownerUserId: f.userId.farmer });
        await activate('otherExpert', f.unitId.inactive).expect(200);
        const notAssigned = await assign('expert', f.userId.farmer, f.unitId.inactive).expect(403);
        expect(notAssigned.body.error).toBe('FORBIDDEN');
        expect(await unitRow(f, f.unitId.inactive)).toMatchObject({ ownerUserId: null });
      }),
    );

    it(
      'an expert asks for a farmer’s unit, asking twice changes nothing, and the unit shows once accepted',
      ownFixture(async () => {
        expect(ids(await unitList('otherExpert'))).toEqual([]);
        const first = await assign('otherExpert', f.userId.otherExpert, f.unitId.other).expect(200);
        expect(first.body.data).toEqual({ unitId: f.unitId.other, status: 'pending' });
        await assign('otherExpert', f.userId.otherExpert, f.unitId.other).expect(200);
        expect(await unitRow(f, f.unitId.other)).toMatchObject({
          ownerUserId: f.userId.otherFarmer,
          experts: [f.userId.otherExpert],
        });
        expect(ids(await unitList('otherExpert'))).toEqual([]);
        await call(f, 'admin', 'put', `farm/${f.unitId.other}/experts/${f.userId.otherExpert}/accept`).expect(
          200,
        );
        const listed = await unitList('otherExpert');
        expect(ids(listed)).toEqual([f.unitId.other]);
        expect(listed[0]?.editable).toBe(true);
      }),
    );

    it(
      'refuses self-assignment to a unit without owner or an inactive unit',
      ownFixture(async () => {
        const inactive = await assign('expert', f.userId.expert, f.unitId.inactive).expect(409);
        expect(inactive.body.error).toBe('CONFLICT');
        await activate('otherExpert', f.unitId.inactive).expect(200);
        const ownerless = await assign('expert', f.userId.expert, f.unitId.inactive).expect(409);
        expect(ownerless.body.error).toBe('CONFLICT');
        expect(await unitRow(f, f.unitId.inactive)).toMatchObject({ experts: [f.userId.otherExpert] });
      }),
    );

    it('refuses assigning another expert or a non-farmer', async () => {
      for (const userId of [f.userId.otherExpert, f.userId.coordinator, f.userId.admin]) {
        const reply = await assign('expert', userId, f.unitId.other).expect(403);
        expect(reply.body.error).toBe('FORBIDDEN');
      }
      expect(await unitRow(f, f.unitId.other)).toMatchObject({ experts: [] });
    });

    it('answers 404 for an unknown user or unit', async () => {
      expect((await assign('expert', 987654, f.unitId.other).expect(404)).body.error).toBe('NOT_FOUND');
      expect((await assign('expert', f.userId.expert, 987654).expect(404)).body.error).toBe('NOT_FOUND');
    });

    it('is for experts only and checks both ids', async () => {
      for (const role of ['farmer', 'admin', 'coordinator', 'observer'] as const) {
        await assign(role, f.userId.farmer, f.unitId.own).expect(403);
      }
      for (const path of [
        'farm/assign',
        `farm/assign?userId=${f.userId.expert}`,
        `farm/assign?userId=x&farmId=${f.unitId.other}`,
        `farm/assign?userId=${f.userId.expert}&farmId=${f.unitId.other}&extra=1`,
      ]) {
        const reply = await call(f, 'expert', 'post', path).expect(400);
        expect(reply.body.error).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('end to end', () => {
    it(
      'farmer: choose an inactive unit, take it, see it in the unit list',
      ownFixture(async () => {
        const [chosen] = await inactiveList();
        if (!chosen) throw new Error('No inactive unit');
        await activate('farmer', chosen.id).expect(200);
        expect(ids(await unitList('farmer'))).toContain(chosen.id);
        expect(ids(await inactiveList())).not.toContain(chosen.id);
      }),
    );

    it(
      'expert: check the farmer has no unit, take an inactive one, make the farmer its owner',
      ownFixture(async () => {
        const before = await call(
          f,
          'expert',
          'get',
          `farm/listByUserId?userId=${f.userId.otherFarmer}`,
        ).expect(200);
        expect(ids(before.body.data)).toEqual([f.unitId.other]);
        await activate('expert', f.unitId.inactive2).expect(200);
        await assign('expert', f.userId.otherFarmer, f.unitId.inactive2).expect(200);
        const after = await call(
          f,
          'expert',
          'get',
          `farm/listByUserId?userId=${f.userId.otherFarmer}`,
        ).expect(200);
        expect(ids(after.body.data)).toEqual([f.unitId.inactive2, f.unitId.other]);
        expect(ids(await unitList('expert'))).toEqual([f.unitId.inactive2, f.unitId.assigned]);
      }),
    );

    it(
      'expert: the farmer already has a unit, so the expert assigns themselves to it',
      ownFixture(async () => {
        const units = await call(
          f,
          'expert',
          'get',
          `farm/listByUserId?userId=${f.userId.otherFarmer}`,
        ).expect(200);
        const farmerUnits: UnitSummary[] = units.body.data;
        const [farmerUnit] = farmerUnits;
        if (!farmerUnit) throw new Error('The farmer has no unit');
        await assign('expert', f.userId.expert, farmerUnit.id).expect(200);
        expect(ids(await unitList('expert'))).toEqual([f.unitId.assigned]);
        await call(f, 'admin', 'put', `farm/${farmerUnit.id}/experts/${f.userId.expert}/accept`).expect(200);
        expect(ids(await unitList('expert'))).toEqual([f.unitId.assigned, f.unitId.other]);
      }),
    );
  });
});
