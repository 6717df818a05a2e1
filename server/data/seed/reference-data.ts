import { readFileSync } from 'node:fs';
import { answerKinds } from '@engine/kinds/index';
import { eq } from 'drizzle-orm';
import type { DictionarySeed } from '@schemas/generated/dictionaries';
import { compiledValidator } from '../../shared/schema-validator';
import type { Db } from '../database';
import { insertText } from '../repositories/text-repository';
import {
  answerType,
  institution,
  institutionType,
  institutionTypeUnitType,
  locale,
  role,
  unitType,
} from '../schema/index';

export const locales = [
  { id: 1, localeName: 'en' },
  { id: 2, localeName: 'pl' },
  { id: 3, localeName: 'de' },
  { id: 4, localeName: 'fi' },
  { id: 5, localeName: 'it' },
  { id: 6, localeName: 'nl' },
];

/** Answer type ids of DESIGN.md with their dictionary keys, one per answer kind of the engine. */
export const answerTypes = Object.values(answerKinds).map((kind) => ({ id: kind.id, key: kind.key }));

function isDictionarySeed(value: unknown): value is DictionarySeed {
  return compiledValidator('dictionaries.schema.json')(value);
}

export function readDictionarySeed(): DictionarySeed {
  const parsed: unknown = JSON.parse(readFileSync(new URL('./dictionaries.json', import.meta.url), 'utf8'));
  if (!isDictionarySeed(parsed))
    throw new Error('server/data/seed/dictionaries.json does not match its schema');
  return parsed;
}

/**
 * Locales, answer types, roles, unit types, institution types and institutions: what every database
 * needs before its first user registers. Rows that exist (by id or key) are left as they are.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(locale).values(locales).onConflictDoNothing();
  await db.insert(answerType).values(answerTypes).onConflictDoNothing();
  const seed = readDictionarySeed();

  for (const entry of seed.roles) {
    const [existing] = await db.select({ id: role.id }).from(role).where(eq(role.id, entry.id));
    if (!existing)
      await db
        .insert(role)
        .values({ id: entry.id, key: entry.key, textId: await insertText(db, entry.name) });
  }

  const unitTypeIds = new Map<string, number>();
  for (const [index, entry] of seed.unitTypes.entries()) {
    const [existing] = await db.select({ id: unitType.id }).from(unitType).where(eq(unitType.key, entry.key));
    const id =
      existing?.id ??
      (
        await db
          .insert(unitType)
          .values({ key: entry.key, textId: await insertText(db, entry.name), orderKey: index + 1 })
          .returning({ id: unitType.id })
      )[0]?.id;
    if (id !== undefined) unitTypeIds.set(entry.key, id);
  }

  for (const [index, entry] of seed.institutionTypes.entries()) {
    const [existing] = await db
      .select({ id: institutionType.id })
      .from(institutionType)
      .where(eq(institutionType.key, entry.key));
    if (existing) continue;
    const [created] = await db
      .insert(institutionType)
      .values({ key: entry.key, textId: await insertText(db, entry.name), orderKey: index + 1 })
      .returning({ id: institutionType.id });
    if (!created) throw new Error('No id returned for a new institution type');
    const handled = entry.unitTypeKeys.flatMap((key) => {
      const unitTypeId = unitTypeIds.get(key);
      return unitTypeId === undefined ? [] : [{ institutionTypeId: created.id, unitTypeId }];
    });
    if (handled.length > 0) await db.insert(institutionTypeUnitType).values(handled);
    for (const [position, item] of entry.institutions.entries()) {
      await db.insert(institution).values({
        key: item.key,
        institutionTypeId: created.id,
        textId: await insertText(db, item.name),
        orderKey: position + 1,
      });
    }
  }
}
