import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import type { Database } from '@server/data/database';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import { DEMO_PASSWORD, DEMO_STRUCTURE_KEY } from '@server/data/seed/demo-data';
import { bearerFor, testApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

export type RoleName = 'admin' | 'coordinator' | 'farmer' | 'expert' | 'observer';

/** The demo data plus another farmer's unit, a Long (privileged) type and a retired type. */
export interface QuestionnaireFixture {
  database: Database;
  app: Express;
  bearer: Record<RoleName, string>;
  userId: Record<RoleName | 'otherFarmer', number>;
  demoTypeId: number;
  longTypeId: number;
  retiredTypeId: number;
  /** PL-001 (farmer's), PL-002 (farmer's, expert assigned), PL-003 (inactive, no owner), PL-900 (other farmer's). */
  unitId: { own: number; assigned: number; inactive: number; other: number };
  unitTypeId: { own: number; other: number };
  /** Demo questionnaires on PL-001 and PL-002, the other farmer's on PL-900, a Long one on PL-002. */
  questionnaireId: { own: number; assigned: number; other: number; long: number };
  /** The institution of PL-900 and its type (the demo units have another type). */
  otherInstitution: { id: number; name: string; typeId: number; typeName: string };
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

async function newText(database: Database, en: string, pl: string): Promise<number> {
  const textId = await idOf(database, sql`insert into translated_text default values returning id`);
  await database.db.execute(
    sql`insert into translation (text_id, locale_id, text) values (${textId}, 1, ${en}), (${textId}, 2, ${pl})`,
  );
  return textId;
}

async function newType(
  database: Database,
  key: string,
  names: [string, string],
  flags: { privilegedOnly: boolean; isActive: boolean; orderKey: number },
): Promise<number> {
  const textId = await newText(database, ...names);
  const typeId = await idOf(
    database,
    sql`insert into questionnaire_type (key, text_id, privileged_only, is_active, order_key)
        values (${key}, ${textId}, ${flags.privilegedOnly}, ${flags.isActive}, ${flags.orderKey}) returning id`,
  );
  const formTextId = await newText(database, `${names[0]} form`, `${names[1]} formularz`);
  await database.db.execute(
    sql`insert into form (questionnaire_type_id, key, text_id, order_key) values (${typeId}, 'only_form', ${formTextId}, 1)`,
  );
  return typeId;
}

/** A fresh copy of the seeded database with the extra rows the questionnaire tests need. */
export async function questionnaireFixture(): Promise<QuestionnaireFixture> {
  const database = await openTestDatabase();
  const { app } = testApp(database);
  const userOf = (email: string) => idOf(database, sql`select id from app_user where email = ${email}`);
  const unitOf = (number: string) => idOf(database, sql`select id from unit where number = ${number}`);
  const questionnaireOn = (unitId: number) =>
    idOf(database, sql`select id from questionnaire where unit_id = ${unitId} order by id limit 1`);

  const demoTypeId = await idOf(
    database,
    sql`select id from questionnaire_type where key = ${DEMO_STRUCTURE_KEY}`,
  );
  const longTypeId = await newType(database, 'long_survey', ['Long survey', 'Długa ankieta'], {
    privilegedOnly: true,
    isActive: true,
    orderKey: 50,
  });
  const retiredTypeId = await newType(database, 'retired_survey', ['Retired survey', 'Wycofana ankieta'], {
    privilegedOnly: false,
    isActive: false,
    orderKey: 60,
  });

  const otherFarmerId = await idOf(
    database,
    sql`insert into app_user (email, password_hash, locale_id, role_id, email_verified, confirmed, is_active)
        values ('other.farmer@example.com', 'not-a-hash', 1, 3, true, true, true) returning id`,
  );
  const otherInstitution = await one(
    database,
    sql`select i.id, i.institution_type_id as "typeId",
          (select text from translation where text_id = i.text_id and locale_id = 1) as name,
          (select text from translation where text_id = t.text_id and locale_id = 1) as "typeName"
        from institution i join institution_type t on t.id = i.institution_type_id
        where i.institution_type_id <> (select institution_type_id from institution
          where id = (select institution_id from unit where number = 'PL-001'))
        order by i.id limit 1`,
  );
  const otherUnitTypeId = await idOf(database, sql`select id from unit_type where key = 'fattening'`);
  const otherUnitId = await idOf(
    database,
    sql`insert into unit (description, number, unit_type_id, institution_id, owner_user_id)
        values ('Zeta hill farm', 'PL-900', ${otherUnitTypeId}, ${Number(otherInstitution.id)}, ${otherFarmerId})
        returning id`,
  );
  const otherQuestionnaireId = await insertQuestionnaire(database.db, {
    unitId: otherUnitId,
    unitTypeId: otherUnitTypeId,
    unitNumber: 'PL-900',
    questionnaireTypeId: demoTypeId,
    createdByUserId: otherFarmerId,
  });
  await database.db.execute(
    sql`update questionnaire set created_at = '2025-01-15T10:00:00Z' where id = ${otherQuestionnaireId}`,
  );

  const unitId = {
    own: await unitOf('PL-001'),
    assigned: await unitOf('PL-002'),
    inactive: await unitOf('PL-003'),
    other: otherUnitId,
  };
  const assignedUnitTypeId = await idOf(
    database,
    sql`select unit_type_id as id from unit where number = 'PL-002'`,
  );
  const longQuestionnaireId = await insertQuestionnaire(database.db, {
    unitId: unitId.assigned,
    unitTypeId: assignedUnitTypeId,
    unitNumber: 'PL-002',
    questionnaireTypeId: longTypeId,
    createdByUserId: await userOf('expert@example.com'),
  });

  const login = (role: RoleName) => bearerFor(app, `${role}@example.com`, DEMO_PASSWORD);
  const bearer: Record<RoleName, string> = {
    admin: await login('admin'),
    coordinator: await login('coordinator'),
    farmer: await login('farmer'),
    expert: await login('expert'),
    observer: await login('observer'),
  };
  const userId: Record<RoleName | 'otherFarmer', number> = {
    admin: await userOf('admin@example.com'),
    coordinator: await userOf('coordinator@example.com'),
    farmer: await userOf('farmer@example.com'),
    expert: await userOf('expert@example.com'),
    observer: await userOf('observer@example.com'),
    otherFarmer: otherFarmerId,
  };

  return {
    database,
    app,
    bearer,
    userId,
    demoTypeId,
    longTypeId,
    retiredTypeId,
    unitId,
    unitTypeId: {
      own: await idOf(database, sql`select unit_type_id as id from unit where number = 'PL-001'`),
      other: otherUnitTypeId,
    },
    questionnaireId: {
      own: await questionnaireOn(unitId.own),
      assigned: await idOf(
        database,
        sql`select id from questionnaire where unit_id = ${unitId.assigned} and questionnaire_type_id = ${demoTypeId}`,
      ),
      other: otherQuestionnaireId,
      long: longQuestionnaireId,
    },
    otherInstitution: {
      id: Number(otherInstitution.id),
      name: String(otherInstitution.name),
      typeId: Number(otherInstitution.typeId),
      typeName: String(otherInstitution.typeName),
    },
    close: () => database.close(),
  };
}

/** Grants (or with `revoke`, takes back) a questionnaire-type right directly in the database. */
export async function setRight(
  database: Database,
  userId: number,
  typeId: number,
  granted: boolean,
): Promise<void> {
  await database.db.execute(
    granted
      ? sql`insert into questionnaire_type_right (user_id, questionnaire_type_id) values (${userId}, ${typeId}) on conflict do nothing`
      : sql`delete from questionnaire_type_right where user_id = ${userId} and questionnaire_type_id = ${typeId}`,
  );
}
