import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import type { UserListItem } from '@schemas/generated/api/lists';
import type { Database } from '@server/data/database';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import { appUser, questionnaireType, unit, unitType } from '@server/data/schema/index';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { hashPassword } from '@server/shared/passwords';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

type NewAccount = Partial<typeof appUser.$inferInsert> & { email: string };

let passwordHash: string;

/** Adds an account straight to the database (demo password), active and confirmed unless told. */
async function addUser(database: Database, account: NewAccount): Promise<number> {
  passwordHash ??= await hashPassword(DEMO_PASSWORD);
  const [row] = await database.db
    .insert(appUser)
    .values({
      passwordHash,
      localeId: 1,
      roleId: 3,
      emailVerified: true,
      confirmed: true,
      isActive: true,
      activatedAt: new Date('2024-01-01T00:00:00Z'),
      acceptedRodoAt: new Date('2024-01-01T00:00:00Z'),
      ...account,
    })
    .returning({ id: appUser.id });
  if (!row) throw new Error('No account added');
  return row.id;
}

async function userId(database: Database, email: string): Promise<number> {
  const [row] = await database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, email));
  if (!row) throw new Error(`No account ${email}`);
  return row.id;
}

function list(t: TestApp, bearer: string, query: Record<string, string | number> = {}, language = 'en') {
  return request(t.app)
    .get('/api/secured/user/list2')
    .query(query)
    .set('Authorization', bearer)
    .set('Accept-Language', language);
}

function emails(rows: UserListItem[]): string[] {
  return rows.map((row) => row.email);
}

const ALL = { filter: '[]', limit: 100 };

describe('the administrators user list (GET secured/user/list2)', () => {
  let database: Database;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    admin = await bearerFor(t.app, 'admin@example.com', DEMO_PASSWORD);
    // Eight confirmed farmers registered on eight days in January 2020, and two accounts awaiting
    // something: a coordinator awaiting confirmation and a farmer who never verified the e-mail.
    for (let day = 1; day <= 8; day += 1) {
      await addUser(database, {
        email: `member0${day}@example.com`,
        registeredAt: new Date(`2020-01-0${day}T12:00:00Z`),
      });
    }
    await addUser(database, {
      email: 'pending@example.com',
      roleId: 2,
      confirmed: false,
      isActive: false,
      activatedAt: null,
    });
    await addUser(database, {
      email: 'unverified@example.com',
      emailVerified: false,
      confirmed: false,
      isActive: false,
      activatedAt: null,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('pages by 10 with the total, newest registration first, hiding unconfirmed accounts by default', async () => {
    const first = await list(t, admin).expect(200);
    expect(first.body.success).toBe(true);
    expect(first.body.total).toBe(13);
    expect(first.body.data).toHaveLength(10);
    const second = await list(t, admin, { start: 10 }).expect(200);
    expect(second.body.total).toBe(13);
    expect(second.body.data).toHaveLength(3);
    const all: UserListItem[] = [...first.body.data, ...second.body.data];
    expect(new Set(emails(all)).size).toBe(13);
    expect(emails(all)).not.toContain('pending@example.com');
    expect(emails(all)).not.toContain('unverified@example.com');
    const dates = all.map((row) => row.registrationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(emails(second.body.data)).toEqual([
      'member03@example.com',
      'member02@example.com',
      'member01@example.com',
    ]);
  });

  it('answers every field of a row, the role translated by the request language', async () => {
    const reply = await list(t, admin, {
      filter: JSON.stringify([{ operator: 'eq', property: 'email', value: 'farmer@example.com' }]),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      {
        userId: await userId(database, 'farmer@example.com'),
        email: 'farmer@example.com',
        roleDicId: 3,
        roleName: expect.any(String),
        institutionType: null,
        institutionName: null,
        // PL-001 and PL-002 each carry one demo questionnaire.
        questionnaireCount: 2,
        registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        isActive: true,
        activationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        deactivationDate: null,
        superUser: false,
        confirmed: true,
        emailVerified: true,
      },
    ]);
    const polish = await list(t, admin, { filter: '[]', searchText: 'farmer@' }, 'pl').expect(200);
    expect(polish.body.data[0].roleName).not.toBe(reply.body.data[0].roleName);
    expect(polish.body.data[0].roleName).not.toBe('');
  });

  it('shows unconfirmed accounts when a filter list without `confirmed` is sent, even an empty one', async () => {
    const all = await list(t, admin, ALL).expect(200);
    expect(all.body.total).toBe(15);
    expect(emails(all.body.data)).toEqual(
      expect.arrayContaining(['pending@example.com', 'unverified@example.com']),
    );
    const unconfirmed = await list(t, admin, {
      filter: JSON.stringify([{ operator: 'eq', property: 'confirmed', value: false }]),
    }).expect(200);
    expect(emails(unconfirmed.body.data).sort()).toEqual(['pending@example.com', 'unverified@example.com']);
    const confirmed = await list(t, admin, {
      filter: JSON.stringify([{ operator: 'eq', property: 'confirmed', value: true }]),
    }).expect(200);
    expect(confirmed.body.total).toBe(13);
  });

  it('filters by e-mail (like and eq, case-insensitive)', async () => {
    const like = await list(t, admin, {
      filter: JSON.stringify([{ operator: 'like', property: 'email', value: 'MEMBER0' }]),
    }).expect(200);
    expect(like.body.total).toBe(8);
    const eqReply = await list(t, admin, {
      filter: JSON.stringify([{ operator: 'eq', property: 'email', value: 'Expert@Example.com' }]),
    }).expect(200);
    expect(emails(eqReply.body.data)).toEqual(['expert@example.com']);
    // A `%` typed by the administrator is a character, not a wildcard.
    const wildcard = await list(t, admin, {
      filter: JSON.stringify([{ operator: 'like', property: 'email', value: '%' }]),
    }).expect(200);
    expect(wildcard.body.total).toBe(0);
  });

  it('filters by role id (eq) and by the translated role name (like)', async () => {
    const byId = await list(t, admin, {
      filter: JSON.stringify([{ operator: 'eq', property: 'role_name', value: 2 }]),
    }).expect(200);
    expect(emails(byId.body.data).sort()).toEqual(['coordinator@example.com', 'pending@example.com']);
    const coordinatorName: string = byId.body.data[0].roleName;
    const byName = await list(t, admin, {
      filter: JSON.stringify([
        { operator: 'like', property: 'role_name', value: coordinatorName.slice(1, 6) },
      ]),
    }).expect(200);
    expect(emails(byName.body.data)).toEqual(expect.arrayContaining(emails(byId.body.data)));
    expect(byName.body.data.every((row: UserListItem) => row.roleName === coordinatorName)).toBe(true);

    const polishName: string = (
      await list(
        t,
        admin,
        { filter: JSON.stringify([{ operator: 'eq', property: 'role_name', value: 2 }]) },
        'pl',
      )
    ).body.data[0].roleName;
    const polish = await list(
      t,
      admin,
      { filter: JSON.stringify([{ operator: 'like', property: 'role_name', value: polishName }]) },
      'pl',
    ).expect(200);
    expect(polish.body.total).toBe(2);
  });

  it('filters by institution type and institution, by id (eq) and by translated name (like)', async () => {
    const [home] = await selectRows(
      database,
      sql`select institution_id, institution_type_id from app_user where email = 'coordinator@example.com'`,
    );
    const withInstitution = ['coordinator@example.com', 'expert@example.com', 'observer@example.com'];
    const byTypeId = await list(t, admin, {
      filter: JSON.stringify([
        { operator: 'eq', property: 'institution_type', value: Number(home?.institution_type_id) },
      ]),
    }).expect(200);
    expect(emails(byTypeId.body.data).sort()).toEqual(withInstitution);
    const typeName: string = byTypeId.body.data[0].institutionType;
    const byTypeName = await list(t, admin, {
      filter: JSON.stringify([{ operator: 'like', property: 'institution_type', value: typeName }]),
    }).expect(200);
    expect(emails(byTypeName.body.data).sort()).toEqual(withInstitution);

    const byInstitutionId = await list(t, admin, {
      filter: JSON.stringify([
        { operator: 'eq', property: 'institution_name', value: String(home?.institution_id) },
      ]),
    }).expect(200);
    expect(emails(byInstitutionId.body.data).sort()).toEqual(withInstitution);
    const institutionName: string = byInstitutionId.body.data[0].institutionName;
    const byInstitutionName = await list(t, admin, {
      filter: JSON.stringify([
        { operator: 'like', property: 'institution_name', value: institutionName.toUpperCase() },
      ]),
    }).expect(200);
    expect(emails(byInstitutionName.body.data).sort()).toEqual(withInstitution);
  });

  it('filters by registration date, whole days included', async () => {
    const reply = await list(t, admin, {
      filter: JSON.stringify([
        { operator: 'gte', property: 'registration_date', value: '2020-01-03' },
        { operator: 'lte', property: 'registration_date', value: '2020-01-05' },
      ]),
    }).expect(200);
    expect(emails(reply.body.data)).toEqual([
      'member05@example.com',
      'member04@example.com',
      'member03@example.com',
    ]);
  });

  it('searches by e-mail and by the name or number of a unit the user owns or is assigned to', async () => {
    const byEmail = await list(t, admin, { searchText: 'OBSERVER@' }).expect(200);
    expect(emails(byEmail.body.data)).toEqual(['observer@example.com']);
    // PL-002 "Oak Hill piglet farm" is the farmer's and assigned to the expert.
    const byUnitName = await list(t, admin, { searchText: 'oak hill' }).expect(200);
    expect(emails(byUnitName.body.data).sort()).toEqual(['expert@example.com', 'farmer@example.com']);
    const byUnitNumber = await list(t, admin, { searchText: 'PL-001' }).expect(200);
    expect(emails(byUnitNumber.body.data)).toEqual(['farmer@example.com']);
    const nothing = await list(t, admin, { searchText: 'no such unit' }).expect(200);
    expect(nothing.body).toEqual({ success: true, data: [], total: 0 });
  });

  type Key = keyof UserListItem;
  const sortKeys: [string, Key][] = [
    ['email', 'email'],
    ['role_name', 'roleName'],
    ['institution_type', 'institutionType'],
    ['institution_name', 'institutionName'],
    ['registration_date', 'registrationDate'],
    ['questionnaire_count', 'questionnaireCount'],
    ['is_active', 'isActive'],
    ['activation_date', 'activationDate'],
    ['deactivation_date', 'deactivationDate'],
  ];

  /** PostgreSQL's order: text compared lower-cased, nulls last ascending and first descending. */
  function compare(a: unknown, b: unknown, direction: 'ASC' | 'DESC'): number {
    const sign = direction === 'ASC' ? 1 : -1;
    if (a === null || b === null) return a === b ? 0 : (a === null ? 1 : -1) * sign;
    const [x, y] =
      typeof a === 'string' && typeof b === 'string' ? [a.toLowerCase(), b.toLowerCase()] : [a, b];
    return (x === y ? 0 : (x as number) < (y as number) ? -1 : 1) * sign;
  }

  it.each(sortKeys)('sorts by %s both ways', async (property, key) => {
    // A deactivated account, so that the deactivation date has a value to sort.
    await database.db
      .update(appUser)
      .set({ isActive: false, deactivatedAt: new Date('2024-02-01T00:00:00Z') })
      .where(eq(appUser.email, 'member08@example.com'));
    for (const direction of ['ASC', 'DESC'] as const) {
      const reply = await list(t, admin, { ...ALL, sort: JSON.stringify([{ property, direction }]) }).expect(
        200,
      );
      const values = (reply.body.data as UserListItem[]).map((row) => row[key]);
      expect(values).toHaveLength(15);
      for (let index = 1; index < values.length; index += 1) {
        expect(compare(values[index - 1], values[index], direction)).toBeLessThanOrEqual(0);
      }
    }
  });

  it.each([
    [
      'an unknown filter property',
      { filter: JSON.stringify([{ operator: 'eq', property: 'password', value: 'x' }]) },
      'UNKNOWN_LIST_PROPERTY',
    ],
    [
      'an operator the property does not take',
      { filter: JSON.stringify([{ operator: 'gte', property: 'email', value: 'x' }]) },
      'UNKNOWN_LIST_PROPERTY',
    ],
    [
      'an unknown sort property',
      { sort: JSON.stringify([{ property: 'password_hash', direction: 'ASC' }]) },
      'UNKNOWN_LIST_PROPERTY',
    ],
    ['a filter that is no JSON', { filter: '[{' }, 'VALIDATION_FAILED'],
    [
      'a non-boolean confirmed value',
      { filter: JSON.stringify([{ operator: 'eq', property: 'confirmed', value: 'maybe' }]) },
      'VALIDATION_FAILED',
    ],
    [
      'a non-date registration value',
      { filter: JSON.stringify([{ operator: 'gte', property: 'registration_date', value: 'yesterday' }]) },
      'VALIDATION_FAILED',
    ],
    [
      'a non-numeric role id',
      { filter: JSON.stringify([{ operator: 'eq', property: 'role_name', value: 'two' }]) },
      'VALIDATION_FAILED',
    ],
    ['limit 0', { limit: 0 }, 'VALIDATION_FAILED'],
    ['an unknown parameter', { page: 2 }, 'VALIDATION_FAILED'],
    ['a userId (the list has no scope)', { userId: 3 }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400', async (_name, query, code) => {
    const reply = await list(t, admin, query).expect(400);
    expect(reply.body).toMatchObject({ success: false, error: code, message: expect.any(String) });
  });
});

describe('activating, deactivating and deleting users', () => {
  let database: Database;
  let t: TestApp;
  let admin: string;

  beforeEach(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    admin = await bearerFor(t.app, 'admin@example.com', DEMO_PASSWORD);
  });
  afterEach(async () => {
    await database.close();
  });

  const setActive = (id: number | string, flag: string, bearer = admin) =>
    request(t.app).put(`/api/secured/user/${id}/isActive/${flag}`).set('Authorization', bearer);
  const remove = (id: number | string, bearer = admin) =>
    request(t.app).delete(`/api/secured/user/${id}`).set('Authorization', bearer);
  const login = (email: string) =>
    request(t.app).post('/api/user/login/web').type('form').send({ email, password: DEMO_PASSWORD });

  it('activation confirms the account, records the date and lets the user log in', async () => {
    const id = await addUser(database, {
      email: 'pending@example.com',
      roleId: 2,
      confirmed: false,
      isActive: false,
      activatedAt: null,
    });
    await login('pending@example.com').expect(403);
    const activatedAt = t.clock.now().toISOString();
    const reply = await setActive(id, 'true').expect(200);
    expect(reply.body.data).toMatchObject({
      userId: id,
      isActive: true,
      confirmed: true,
      activationDate: activatedAt,
      deactivationDate: null,
    });
    const session = await login('pending@example.com').expect(200);
    const bearer = `Bearer ${String(session.body.data.token)}`;
    await request(t.app).get(`/api/secured/user/${id}/acceptRodo`).set('Authorization', bearer).expect(200);
    await request(t.app)
      .get('/api/secured/user/get?email=farmer@example.com')
      .set('Authorization', bearer)
      .expect(200);

    // Deactivation records its own date, keeps the activation date, and stops the user's token at once
    // (minutes later: within the tokens' 15-minute lifetime, so only the deactivation can stop it).
    t.clock.advanceHours(0.1);
    const deactivatedAt = t.clock.now().toISOString();
    const off = await setActive(id, 'false').expect(200);
    expect(off.body.data).toMatchObject({
      isActive: false,
      activationDate: activatedAt,
      deactivationDate: deactivatedAt,
    });
    await request(t.app)
      .get('/api/secured/user/get?email=farmer@example.com')
      .set('Authorization', bearer)
      .expect(401);
    await login('pending@example.com').expect(403);

    t.clock.advanceHours(0.05);
    const again = await setActive(id, 'true').expect(200);
    expect(again.body.data).toMatchObject({
      isActive: true,
      activationDate: t.clock.now().toISOString(),
      deactivationDate: deactivatedAt,
    });
  });

  it('refuses to activate an account whose e-mail is not verified, and changes nothing', async () => {
    const id = await addUser(database, {
      email: 'unverified@example.com',
      emailVerified: false,
      confirmed: false,
      isActive: false,
      activatedAt: null,
    });
    const reply = await setActive(id, 'true').expect(409);
    expect(reply.body.error).toBe('EMAIL_NOT_VERIFIED');
    const [row] = await database.db.select().from(appUser).where(eq(appUser.id, id));
    expect(row).toMatchObject({ isActive: false, confirmed: false, activatedAt: null });
  });

  it('protects superusers and the caller’s own account', async () => {
    const adminId = await userId(database, 'admin@example.com');
    await addUser(database, { email: 'second.admin@example.com', roleId: 1 });
    const second = await bearerFor(t.app, 'second.admin@example.com', DEMO_PASSWORD);
    for (const reply of [await setActive(adminId, 'false', second), await remove(adminId, second)]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toBe('SUPERUSER_PROTECTED');
    }
    const secondId = await userId(database, 'second.admin@example.com');
    for (const reply of [await setActive(secondId, 'false', second), await remove(secondId, second)]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toBe('FORBIDDEN');
    }
    // The superuser may manage the other administrator.
    await setActive(secondId, 'false').expect(200);
    const [row] = await database.db.select().from(appUser).where(eq(appUser.id, adminId));
    expect(row?.isActive).toBe(true);
  });

  it('answers 404 for an unknown account and 400 for a malformed path', async () => {
    expect((await setActive(999_999, 'true').expect(404)).body.error).toBe('NOT_FOUND');
    expect((await remove(999_999).expect(404)).body.error).toBe('NOT_FOUND');
    await setActive('2000000000', 'true').expect(404);
    await remove('2000000000').expect(404);
    // Beyond the database's 32-bit ids it is not an id at all.
    await setActive('9999999999', 'true').expect(400);
    await remove('2147483648').expect(400);
    const farmerId = await userId(database, 'farmer@example.com');
    expect((await setActive(farmerId, 'yes').expect(400)).body.error).toBe('VALIDATION_FAILED');
    expect((await setActive('abc', 'true').expect(400)).body.error).toBe('VALIDATION_FAILED');
    expect((await remove('0').expect(400)).body.error).toBe('VALIDATION_FAILED');
    await request(t.app)
      .delete(`/api/secured/user/${farmerId}?force=1`)
      .set('Authorization', admin)
      .expect(400);
  });

  it('deletes a farmer without questionnaires, keeping their unit for a new owner', async () => {
    const id = await addUser(database, { email: 'lonely.farmer@example.com' });
    const [type] = await database.db.select({ id: unitType.id }).from(unitType).limit(1);
    const [owned] = await database.db
      .insert(unit)
      .values({ description: 'Empty barn', number: 'PL-900', unitTypeId: type?.id ?? 1, ownerUserId: id })
      .returning({ id: unit.id });
    await remove(id).expect(200);
    expect(await database.db.select().from(appUser).where(eq(appUser.id, id))).toEqual([]);
    const [kept] = await database.db
      .select()
      .from(unit)
      .where(eq(unit.id, owned?.id ?? 0));
    expect(kept).toMatchObject({ description: 'Empty barn', ownerUserId: null });
  });

  it('refuses to delete a confirmed, activated farmer with questionnaires, a coordinator or an expert', async () => {
    for (const email of ['farmer@example.com', 'coordinator@example.com', 'expert@example.com']) {
      const reply = await remove(await userId(database, email)).expect(409);
      expect(reply.body.error).toBe('USER_NOT_DELETABLE');
    }
    const [row] = await selectRows(database, sql`select count(*)::int as n from app_user`);
    expect(row?.n).toBe(5);
  });

  it('deletes an unconfirmed account, keeping its unit and questionnaire without an owner', async () => {
    const id = await addUser(database, {
      email: 'pending@example.com',
      roleId: 3,
      confirmed: false,
      isActive: false,
      activatedAt: new Date('2024-01-01T00:00:00Z'),
    });
    const [type] = await database.db.select({ id: unitType.id }).from(unitType).limit(1);
    const [questionnaireTypeRow] = await database.db
      .select({ id: questionnaireType.id })
      .from(questionnaireType)
      .limit(1);
    const [owned] = await database.db
      .insert(unit)
      .values({ description: 'Pending barn', number: 'PL-901', unitTypeId: type?.id ?? 1, ownerUserId: id })
      .returning({ id: unit.id });
    const questionnaireId = await insertQuestionnaire(database.db, {
      unitId: owned?.id ?? 0,
      unitTypeId: type?.id ?? 1,
      unitNumber: 'PL-901',
      questionnaireTypeId: questionnaireTypeRow?.id ?? 1,
      createdByUserId: id,
    });
    await remove(id).expect(200);
    const [kept] = await selectRows(
      database,
      sql`select q.created_by_user_id, u.owner_user_id from questionnaire q join unit u on u.id = q.unit_id where q.id = ${questionnaireId}`,
    );
    expect(kept).toEqual({ created_by_user_id: null, owner_user_id: null });
  });

  it('deletes a confirmed account that was never activated, and its questionnaire-type rights with it', async () => {
    const id = await addUser(database, {
      email: 'never.active@example.com',
      roleId: 5,
      isActive: false,
      activatedAt: null,
    });
    await database.db.execute(
      sql`insert into questionnaire_type_right (user_id, questionnaire_type_id) select ${id}, id from questionnaire_type`,
    );
    await remove(id).expect(200);
    const [rights] = await selectRows(
      database,
      sql`select count(*)::int as n from questionnaire_type_right where user_id = ${id}`,
    );
    expect(rights?.n).toBe(0);
  });

  it.each(['coordinator', 'farmer', 'expert', 'observer'])(
    'refuses every user call to the %s with 403, changing nothing',
    async (role) => {
      const bearer = await bearerFor(t.app, `${role}@example.com`, DEMO_PASSWORD);
      const targetId = await addUser(database, {
        email: 'target@example.com',
        confirmed: false,
        activatedAt: null,
        isActive: false,
      });
      const replies = [
        await list(t, bearer),
        await list(t, bearer, ALL),
        await setActive(targetId, 'true', bearer),
        await setActive(targetId, 'false', bearer),
        await remove(targetId, bearer),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(403);
        expect(reply.body.error).toBe('FORBIDDEN');
      }
      const [row] = await database.db.select().from(appUser).where(eq(appUser.id, targetId));
      expect(row).toMatchObject({ isActive: false, confirmed: false });
    },
  );

  it('answers 401 without a session', async () => {
    await request(t.app).get('/api/secured/user/list2').expect(401);
    await request(t.app).delete('/api/secured/user/1').expect(401);
  });
});
