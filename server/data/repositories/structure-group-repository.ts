import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { questionGroup, questionGroupUnitType, subform } from '../schema/index';

/** A question group of the dictionary as the structure editor reads it. */
export interface StructureGroupRow {
  id: number;
  subformId: number;
  qlNumber: number;
  textId: number;
  name: string;
  /** The unit type it applies to, or -1 for all. */
  unitTypeId: number;
  isActive: boolean;
  orderKey: number;
  /** Filled instances of it exist. */
  hasAnswers: boolean;
}

/** Question groups of the dictionary, for the structure editor's calls. */
export function structureGroupRepository(db: Db) {
  const columns = (localeId: number) => ({
    id: questionGroup.id,
    subformId: questionGroup.subformId,
    qlNumber: questionGroup.qlNumber,
    textId: questionGroup.textId,
    name: localizedText(questionGroup.textId, localeId),
    unitTypeId: sql<number>`coalesce((select min(gut.unit_type_id) from question_group_unit_type gut
      where gut.question_group_id = "question_group"."id"), -1)::int`,
    isActive: questionGroup.isActive,
    orderKey: questionGroup.orderKey,
    hasAnswers: sql<boolean>`exists (select 1 from filled_question_list fql where fql.question_group_id = "question_group"."id")`,
  });
  const plain = (row: StructureGroupRow): StructureGroupRow => ({
    ...row,
    unitTypeId: Number(row.unitTypeId),
    hasAnswers: row.hasAnswers === true,
  });

  return {
    async subformExists(subformId: number): Promise<boolean> {
      const rows = await db.select({ id: subform.id }).from(subform).where(eq(subform.id, subformId));
      return rows.length > 0;
    },

    async list(subformId: number, localeId: number): Promise<StructureGroupRow[]> {
      const rows = await db
        .select(columns(localeId))
        .from(questionGroup)
        .where(eq(questionGroup.subformId, subformId))
        .orderBy(asc(questionGroup.orderKey), asc(questionGroup.id));
      return rows.map(plain);
    },

    async get(id: number, localeId: number): Promise<StructureGroupRow | undefined> {
      const [row] = await db.select(columns(localeId)).from(questionGroup).where(eq(questionGroup.id, id));
      return row ? plain(row) : undefined;
    },

    async insert(values: {
      subformId: number;
      key: string;
      qlNumber: number;
      textId: number;
      orderKey: number;
    }): Promise<number> {
      const [row] = await db.insert(questionGroup).values(values).returning({ id: questionGroup.id });
      if (!row) throw new Error('No id returned for a new question group');
      return row.id;
    },

    async update(id: number, values: { qlNumber: number }): Promise<void> {
      await db.update(questionGroup).set(values).where(eq(questionGroup.id, id));
    },

    /** The unit type the group applies to: one type, or all (-1). */
    async setUnitType(id: number, unitTypeId: number): Promise<void> {
      await db.delete(questionGroupUnitType).where(eq(questionGroupUnitType.questionGroupId, id));
      if (unitTypeId !== -1)
        await db.insert(questionGroupUnitType).values({ questionGroupId: id, unitTypeId });
    },

    async setActive(id: number, isActive: boolean): Promise<boolean> {
      const rows = await db
        .update(questionGroup)
        .set({ isActive })
        .where(eq(questionGroup.id, id))
        .returning({ id: questionGroup.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<void> {
      await db.delete(questionGroup).where(eq(questionGroup.id, id));
    },
  };
}
