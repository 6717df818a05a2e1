import { and, asc, eq, exists, inArray, notExists, or } from 'drizzle-orm';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import {
  answerType,
  institution,
  institutionType,
  institutionTypeUnitType,
  locale,
  role,
  translation,
  unitType,
} from '../schema/index';

export interface NamedRow {
  id: number;
  name: string;
}

/** Reads the dictionaries: locales, roles, unit types, institution types, institutions and answer types. */
export function dictionaryRepository(db: Db) {
  return {
    listAnswerTypes: () =>
      db.select({ id: answerType.id, key: answerType.key }).from(answerType).orderBy(asc(answerType.id)),

    listLocales: () =>
      db.select({ id: locale.id, localeName: locale.localeName }).from(locale).orderBy(asc(locale.id)),

    async listRoles() {
      const rows = await db
        .select({ id: role.id, name: role.key, localeDicId: translation.localeId, text: translation.text })
        .from(role)
        .innerJoin(translation, eq(translation.textId, role.textId))
        .orderBy(asc(role.id), asc(translation.localeId));
      const roles = new Map<
        number,
        { id: number; name: string; translations: { localeDicId: number; text: string }[] }
      >();
      for (const row of rows) {
        const entry = roles.get(row.id) ?? { id: row.id, name: row.name, translations: [] };
        entry.translations.push({ localeDicId: row.localeDicId, text: row.text });
        roles.set(row.id, entry);
      }
      return [...roles.values()];
    },

    /** Active institution types; with unit type ids, only those handling one of them (or all types). */
    listInstitutionTypes(localeId: number, unitTypeIds: number[]): Promise<NamedRow[]> {
      const handles = institutionTypeUnitType.institutionTypeId;
      const forUnitTypes =
        unitTypeIds.length === 0
          ? undefined
          : or(
              notExists(db.select().from(institutionTypeUnitType).where(eq(handles, institutionType.id))),
              exists(
                db
                  .select()
                  .from(institutionTypeUnitType)
                  .where(
                    and(
                      eq(handles, institutionType.id),
                      inArray(institutionTypeUnitType.unitTypeId, unitTypeIds),
                    ),
                  ),
              ),
            );
      return db
        .select({ id: institutionType.id, name: localizedText(institutionType.textId, localeId) })
        .from(institutionType)
        .where(and(eq(institutionType.isActive, true), forUnitTypes))
        .orderBy(asc(institutionType.orderKey), asc(institutionType.id));
    },

    listInstitutions(institutionTypeId: number, localeId: number): Promise<NamedRow[]> {
      const name = localizedText(institution.textId, localeId);
      return db
        .select({ id: institution.id, name })
        .from(institution)
        .where(and(eq(institution.institutionTypeId, institutionTypeId), eq(institution.isActive, true)))
        .orderBy(asc(name), asc(institution.id));
    },

    listUnitTypes(localeId: number) {
      return db
        .select({ id: unitType.id, name: unitType.key, text: localizedText(unitType.textId, localeId) })
        .from(unitType)
        .where(eq(unitType.isActive, true))
        .orderBy(asc(unitType.orderKey), asc(unitType.id));
    },
  };
}

export type DictionaryRepository = ReturnType<typeof dictionaryRepository>;
