import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import type { Database } from '@server/data/database';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import { DEMO_PASSWORD, DEMO_STRUCTURE_KEY } from '@server/data/seed/demo-data';
import { bearerFor, testApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

export type RoleName = 'admin' | 'coordinator' | 'farmer' | 'expert' | 'observer';

/**
 * The demo data (PL-001 and PL-002 the farmer's with a questionnaire each, the expert assigned to
 * PL-002, PL-003 inactive) plus:
 * - PL-900 "Zeta hill farm": another farmer's unit in another institution, with a questionnaire;
 * - PL-901 "Alpha_100% meadow": the farmer's unit without questionnaires, added 2025-01-15;
 * - PL-004 "apple orchard": a second inactive unit (lower case, sorts before "River Bend");
 * - another expert, assigned to nothing.
 */
export interface FarmFixture {
  database: Database;
  app: Express;
  bearer: Record<RoleName | 'otherExpert', string>;
  userId: Record<RoleName | 'otherFarmer' | 'otherExpert', number>;
  unitId: {
    own: number;
    assigned: number;
    inactive: number;
    other: number;
    empty: number;
    inactive2: number;
  };
  unitTypeId: { own: number; assigned: number; other: number };
  otherInstitution: { id: number; name: string; typeId: number; typeName: string };
  demoInstitution: { id: number; name: string; typeId: number; typeName: string };
  demoTypeId: number;
  close(): Promise<void>;
}

export async function one(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<Record<string, unknown>> {
  const [row] = await selectRows(database, query);
  if (!row) throw new Error('No row');
  return row;
}

export async function idOf(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  return Number((await one(database, query)).id);
}

async function institutionOf(database: Database, where: ReturnType<typeof sql>) {
  const row = await one(
    database,
    sql`select i.id, i.institution_type_id as "typeId",
          (select text from translation where text_id = i.text_id and locale_id = 1) as name,
          (select text from translation where text_id = t.text_id and locale_id = 1) as "typeName"
        from institution i join institution_type t on t.id = i.institution_type_id
        where ${where} order by i.id limit 1`,
  );
  return {
    id: Number(row.id),
    name: String(row.name),
    typeId: Number(row.typeId),
    typeName: String(row.typeName),
  };
}

/** Adds a user straight into the database (no login possible: the hash is not a hash). */
export function addUser(database: Database, email: string, roleId: number): Promise<number> {
  return idOf(
    database,
    sql`insert into app_user (email, password_hash, locale_id, role_id, email_verified, confirmed, is_active)
        values (${email}, 'not-a-hash', 1, ${roleId}, true, true, true) returning id`,
  );
}

/** Adds a unit straight into the database. */
export function addUnit(
  database: Database,
  unit: {
    description: string;
    number: string;
    unitTypeId: number;
    institutionId: number | null;
    ownerUserId: number | null;
    isActive?: boolean;
  },
): Promise<number> {
  return idOf(
    database,
    sql`insert into unit (description, number, unit_type_id, institution_id, owner_user_id, is_active)
        values (${unit.description}, ${unit.number}, ${unit.unitTypeId}, ${unit.institutionId},
          ${unit.ownerUserId}, ${unit.isActive ?? true})
        returning id`,
  );
}

export async function farmFixture(): Promise<FarmFixture> {
  const database = await openTestDatabase();
  const { app } = testApp(database);
  const userOf = (email: string) => idOf(database, sql`select id from app_user where email = ${email}`);
  const unitOf = (number: string) => idOf(database, sql`select id from unit where number = ${number}`);
  const unitTypeOf = (number: string) =>
    idOf(database, sql`select unit_type_id as id from unit where number = ${number}`);
  const demoTypeId = await idOf(
    database,
    sql`select id from questionnaire_type where key = ${DEMO_STRUCTURE_KEY}`,
  );

  const demoInstitution = await institutionOf(
    database,
    sql`i.id = (select institution_id from unit where number = 'PL-001')`,
  );
  const otherInstitution = await institutionOf(
    database,
    sql`i.institution_type_id <> ${demoInstitution.typeId}`,
  );
  const farmerId = await userOf('farmer@example.com');
  const otherFarmerId = await addUser(database, 'other.farmer@example.com', 3);
  const otherExpertEmail = 'other.expert@example.com';
  const fattening = await idOf(database, sql`select id from unit_type where key = 'fattening'`);

  const otherUnitId = await addUnit(database, {
    description: 'Zeta hill farm',
    number: 'PL-900',
    unitTypeId: fattening,
    institutionId: otherInstitution.id,
    ownerUserId: otherFarmerId,
  });
  await insertQuestionnaire(database.db, {
    unitId: otherUnitId,
    unitTypeId: fattening,
    unitNumber: 'PL-900',
    questionnaireTypeId: demoTypeId,
    createdByUserId: otherFarmerId,
  });
  const emptyUnitId = await addUnit(database, {
    description: 'Alpha_100% meadow',
    number: 'PL-901',
    unitTypeId: fattening,
    institutionId: demoInstitution.id,
    ownerUserId: farmerId,
  });
  await database.db.execute(
    sql`update unit set created_at = '2025-01-15T10:00:00Z' where id = ${emptyUnitId}`,
  );
  const inactive2 = await addUnit(database, {
    description: 'apple orchard',
    number: 'PL-004',
    unitTypeId: fattening,
    institutionId: demoInstitution.id,
    ownerUserId: null,
    isActive: false,
  });

  // A second expert who can log in: registered through the API would need mail, so copy the demo hash.
  await database.db.execute(
    sql`insert into app_user (email, password_hash, locale_id, role_id, email_verified, confirmed, is_active,
          accepted_rodo_at, activated_at)
        select ${otherExpertEmail}, password_hash, 1, 4, true, true, true, now(), now()
        from app_user where email = 'expert@example.com'`,
  );

  const login = (email: string) => bearerFor(app, email, DEMO_PASSWORD);
  return {
    database,
    app,
    bearer: {
      admin: await login('admin@example.com'),
      coordinator: await login('coordinator@example.com'),
      farmer: await login('farmer@example.com'),
      expert: await login('expert@example.com'),
      observer: await login('observer@example.com'),
      otherExpert: await login(otherExpertEmail),
    },
    userId: {
      admin: await userOf('admin@example.com'),
      coordinator: await userOf('coordinator@example.com'),
      farmer: farmerId,
      expert: await userOf('expert@example.com'),
      observer: await userOf('observer@example.com'),
      otherFarmer: otherFarmerId,
      otherExpert: await userOf(otherExpertEmail),
    },
    unitId: {
      own: await unitOf('PL-001'),
      assigned: await unitOf('PL-002'),
      inactive: await unitOf('PL-003'),
      other: otherUnitId,
      empty: emptyUnitId,
      inactive2,
    },
    unitTypeId: { own: await unitTypeOf('PL-001'), assigned: await unitTypeOf('PL-002'), other: fattening },
    otherInstitution,
    demoInstitution,
    demoTypeId,
    close: () => database.close(),
  };
}

/** A secured call as one of the fixture's accounts. */
export function call(
  f: FarmFixture,
  who: RoleName | 'otherExpert',
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  language = 'en',
) {
  const agent = request(f.app);
  return agent[method](`/api/secured/${path}`)
    .set('Authorization', f.bearer[who])
    .set('Accept-Language', language);
}

/** The state of a unit row, read straight from the database. */
export async function unitRow(f: FarmFixture, unitId: number) {
  const row = await one(
    f.database,
    sql`select description, is_active as "isActive", owner_user_id as "ownerUserId" from unit where id = ${unitId}`,
  );
  const experts = await selectRows(
    f.database,
    sql`select user_id as "userId" from unit_assignment where unit_id = ${unitId} order by user_id`,
  );
  return {
    description: String(row.description),
    isActive: row.isActive === true,
    ownerUserId: row.ownerUserId === null ? null : Number(row.ownerUserId),
    experts: experts.map((expert) => Number(expert.userId)),
  };
}
