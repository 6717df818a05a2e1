import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { checkStructureReferences } from '@engine/structure/check-structure-references';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import { hashPassword } from '../../shared/passwords';
import { compiledValidator } from '../../shared/schema-validator';
import type { Db } from '../database';
import { seedDemoReports } from './demo-reports';
import { insertQuestionnaire } from '../repositories/questionnaire-repository';
import { insertStructure } from '../repositories/structure-repository';
import { unitTypeIdsByKey } from '../repositories/unit-type-repository';
import {
  appUser,
  institution,
  institutionType,
  questionnaire,
  questionnaireType,
  questionnaireTypeRight,
  unit,
  unitAssignment,
} from '../schema/index';

/** The password of every demo account (README, DESIGN.md). */
export const DEMO_PASSWORD = 'Demo#2026pass';
export const DEMO_STRUCTURE_KEY = 'pig_farm_sustainability';

export const demoAccounts = [
  { email: 'admin@example.com', roleId: 1, isSuperUser: true, withInstitution: false },
  { email: 'coordinator@example.com', roleId: 2, isSuperUser: false, withInstitution: true },
  { email: 'farmer@example.com', roleId: 3, isSuperUser: false, withInstitution: false },
  { email: 'expert@example.com', roleId: 4, isSuperUser: false, withInstitution: true },
  { email: 'observer@example.com', roleId: 5, isSuperUser: false, withInstitution: true },
] as const;

export const demoUnits = [
  {
    number: 'PL-001',
    description: 'Green Valley pig farm',
    unitTypeKey: 'farrow_to_finish',
    owner: 'farmer@example.com',
    isActive: true,
    latitude: 52.2297,
    longitude: 21.0122,
  },
  {
    number: 'PL-002',
    description: 'Oak Hill piglet farm',
    unitTypeKey: 'piglet_production',
    owner: 'farmer@example.com',
    isActive: true,
    latitude: 51.7592,
    longitude: 19.456,
  },
  {
    number: 'PL-003',
    description: 'River Bend fattening farm',
    unitTypeKey: 'fattening',
    owner: null,
    isActive: false,
    latitude: 50.0647,
    longitude: 19.945,
  },
] as const;

function isStructure(document: unknown): document is QuestionnaireStructure {
  return compiledValidator('structure.schema.json')(document);
}

/** The demo questionnaire structure document (server/data/seed/demo-structure.json). */
export function readDemoStructure(): QuestionnaireStructure {
  const parsed: unknown = JSON.parse(readFileSync(new URL('./demo-structure.json', import.meta.url), 'utf8'));
  if (!isStructure(parsed)) throw new Error('server/data/seed/demo-structure.json does not match its schema');
  return parsed;
}

/**
 * Stores the demo structure as a new questionnaire type, after the checks a structure document
 * needs: its schema (readDemoStructure) and its internal references. Returns the new type's id.
 */
async function insertDemoStructure(db: Db): Promise<number> {
  const structure = readDemoStructure();
  const unitTypeIds = await unitTypeIdsByKey(db);
  const problems = checkStructureReferences(structure, new Set(unitTypeIds.keys()));
  if (problems.length > 0) {
    const lines = problems.map((p) => `${p.path}: ${p.problem} ${p.key}`);
    throw new Error(`server/data/seed/demo-structure.json has broken references: ${lines.join('; ')}`);
  }
  return db.transaction((tx) => insertStructure(tx, structure, unitTypeIds));
}

async function firstInstitution(db: Db) {
  const [row] = await db
    .select({ id: institution.id, typeId: institution.institutionTypeId })
    .from(institution)
    .innerJoin(institutionType, eq(institutionType.id, institution.institutionTypeId))
    .orderBy(asc(institutionType.orderKey), asc(institution.orderKey))
    .limit(1);
  return row;
}

async function seedAccounts(db: Db): Promise<Map<string, number>> {
  const userIds = new Map<string, number>();
  const home = await firstInstitution(db);
  const now = new Date();
  // The database allows one main administrator: one made before the demo data keeps the title.
  const [mainAdministrator] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.isSuperUser, true))
    .limit(1);
  for (const account of demoAccounts) {
    const [existing] = await db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.email, account.email));
    if (existing) {
      userIds.set(account.email, existing.id);
      continue;
    }
    const [created] = await db
      .insert(appUser)
      .values({
        email: account.email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        localeId: 1,
        roleId: account.roleId,
        isSuperUser: account.isSuperUser && mainAdministrator === undefined,
        institutionTypeId: account.withInstitution ? (home?.typeId ?? null) : null,
        institutionId: account.withInstitution ? (home?.id ?? null) : null,
        emailVerified: true,
        confirmed: true,
        isActive: true,
        acceptedRodoAt: now,
        activatedAt: now,
      })
      .returning({ id: appUser.id });
    if (created) userIds.set(account.email, created.id);
  }
  return userIds;
}

/**
 * The demo questionnaire type, one account per role, three units and a questionnaire on each active
 * unit, and (with `reports`) the reported comparison units of the farmer's unit type (demo-reports.ts).
 * Idempotent: what exists (by key, e-mail or unit number) is kept.
 */
export async function seedDemoData(db: Db, options: { reports: boolean } = { reports: true }): Promise<void> {
  const [existingType] = await db
    .select({ id: questionnaireType.id })
    .from(questionnaireType)
    .where(eq(questionnaireType.key, DEMO_STRUCTURE_KEY));
  const typeId = existingType?.id ?? (await insertDemoStructure(db));
  const userIds = await seedAccounts(db);

  for (const email of ['coordinator@example.com', 'observer@example.com']) {
    const userId = userIds.get(email);
    if (userId !== undefined) {
      await db
        .insert(questionnaireTypeRight)
        .values({ userId, questionnaireTypeId: typeId })
        .onConflictDoNothing();
    }
  }

  const unitTypeIds = await unitTypeIdsByKey(db);
  const home = await firstInstitution(db);
  for (const demoUnit of demoUnits) {
    const [existing] = await db.select({ id: unit.id }).from(unit).where(eq(unit.number, demoUnit.number));
    if (existing) continue;
    const unitTypeId = unitTypeIds.get(demoUnit.unitTypeKey);
    if (unitTypeId === undefined) throw new Error(`Demo unit type ${demoUnit.unitTypeKey} is missing`);
    const ownerUserId = demoUnit.owner ? (userIds.get(demoUnit.owner) ?? null) : null;
    const [created] = await db
      .insert(unit)
      .values({
        number: demoUnit.number,
        description: demoUnit.description,
        unitTypeId,
        institutionId: home?.id ?? null,
        ownerUserId,
        isActive: demoUnit.isActive,
        latitude: demoUnit.latitude,
        longitude: demoUnit.longitude,
      })
      .returning({ id: unit.id });
    if (!created || !demoUnit.isActive) continue;
    const expertId = userIds.get('expert@example.com');
    if (demoUnit.unitTypeKey === 'piglet_production' && expertId !== undefined) {
      await db.insert(unitAssignment).values({ unitId: created.id, userId: expertId, status: 'accepted' });
    }
    const [hasQuestionnaire] = await db
      .select({ id: questionnaire.id })
      .from(questionnaire)
      .where(and(eq(questionnaire.unitId, created.id), eq(questionnaire.questionnaireTypeId, typeId)));
    if (!hasQuestionnaire) {
      await insertQuestionnaire(db, {
        unitId: created.id,
        unitTypeId,
        unitNumber: demoUnit.number,
        questionnaireTypeId: typeId,
        createdByUserId: ownerUserId,
      });
    }
  }

  const farmerUnitTypeId = unitTypeIds.get(demoUnits[0].unitTypeKey);
  if (options.reports && farmerUnitTypeId !== undefined) {
    await seedDemoReports(db, typeId, farmerUnitTypeId, home?.id ?? null);
  }
}
