import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { institution, institutionType, questionnaireType, translation, unitType } from './schema/index';

const ENGLISH = 1;

type NamedTable = typeof unitType | typeof institution | typeof institutionType | typeof questionnaireType;

/**
 * Dictionary names in one language as derived tables that the lists join: the translation and its
 * English fallback are joined, not looked up per row, so PostgreSQL hashes the few dictionary rows
 * once even when it pulls the derived table up into the join. A correlated lookup ran once per
 * questionnaire when a list searched or sorted by name (1.5 s at 100,000 questionnaires). Every alias
 * starts with `prefix`, because drizzle refers to a derived table's computed field by alias only and
 * two lists' aliases must not meet in one statement.
 */
export function dictionaryNames(db: Db, localeId: number, prefix: string) {
  function named(table: NamedTable, label: string) {
    const wanted = alias(translation, `${prefix}_${label}_wanted`);
    const english = alias(translation, `${prefix}_${label}_english`);
    return {
      wanted,
      english,
      name: sql<string>`coalesce(${wanted.text}, ${english.text}, '')`.as(`${prefix}_${label}_label`),
      joinWanted: and(eq(wanted.textId, table.textId), eq(wanted.localeId, localeId)),
      joinEnglish: and(eq(english.textId, table.textId), eq(english.localeId, ENGLISH)),
    };
  }
  const unitTypeName = named(unitType, 'unit_type');
  const institutionName = named(institution, 'institution');
  const institutionTypeName = named(institutionType, 'institution_type');
  const questionnaireTypeName = named(questionnaireType, 'questionnaire_type');
  return {
    unitTypeNames: db
      .select({ id: unitType.id, name: unitTypeName.name })
      .from(unitType)
      .leftJoin(unitTypeName.wanted, unitTypeName.joinWanted)
      .leftJoin(unitTypeName.english, unitTypeName.joinEnglish)
      .as(`${prefix}_unit_type_name`),
    institutionNames: db
      .select({
        id: institution.id,
        institutionTypeId: institution.institutionTypeId,
        name: institutionName.name,
      })
      .from(institution)
      .leftJoin(institutionName.wanted, institutionName.joinWanted)
      .leftJoin(institutionName.english, institutionName.joinEnglish)
      .as(`${prefix}_institution_name`),
    institutionTypeNames: db
      .select({ id: institutionType.id, name: institutionTypeName.name })
      .from(institutionType)
      .leftJoin(institutionTypeName.wanted, institutionTypeName.joinWanted)
      .leftJoin(institutionTypeName.english, institutionTypeName.joinEnglish)
      .as(`${prefix}_institution_type_name`),
    questionnaireTypeNames: db
      .select({ id: questionnaireType.id, name: questionnaireTypeName.name })
      .from(questionnaireType)
      .leftJoin(questionnaireTypeName.wanted, questionnaireTypeName.joinWanted)
      .leftJoin(questionnaireTypeName.english, questionnaireTypeName.joinEnglish)
      .as(`${prefix}_questionnaire_type_name`),
  };
}
