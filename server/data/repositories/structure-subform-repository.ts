import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { form, subform, subformUnitType, unitType } from '../schema/index';

/** A subform of the dictionary as the structure editor reads it. */
export interface StructureSubformRow {
  id: number;
  formId: number;
  code: string;
  textId: number;
  name: string;
  /** The unit type it applies to, or -1 for all. */
  unitTypeId: number;
  isActive: boolean;
  orderKey: number;
  /** Filled subforms exist for it. */
  hasAnswers: boolean;
}

/** Subforms of the dictionary, for the structure editor's calls. */
export function structureSubformRepository(db: Db) {
  const columns = (localeId: number) => ({
    id: subform.id,
    formId: subform.formId,
    code: subform.code,
    textId: subform.textId,
    name: localizedText(subform.textId, localeId),
    unitTypeId: sql<number>`coalesce((select min(sut.unit_type_id) from subform_unit_type sut
      where sut.subform_id = "subform"."id"), -1)::int`,
    isActive: subform.isActive,
    orderKey: subform.orderKey,
    hasAnswers: sql<boolean>`exists (select 1 from filled_subform fs where fs.subform_id = "subform"."id")`,
  });
  const plain = (row: StructureSubformRow): StructureSubformRow => ({
    ...row,
    unitTypeId: Number(row.unitTypeId),
    hasAnswers: row.hasAnswers === true,
  });

  return {
    async formExists(formId: number): Promise<boolean> {
      const rows = await db.select({ id: form.id }).from(form).where(eq(form.id, formId));
      return rows.length > 0;
    },

    async unitTypeExists(unitTypeId: number): Promise<boolean> {
      const rows = await db.select({ id: unitType.id }).from(unitType).where(eq(unitType.id, unitTypeId));
      return rows.length > 0;
    },

    async list(formId: number, localeId: number): Promise<StructureSubformRow[]> {
      const rows = await db
        .select(columns(localeId))
        .from(subform)
        .where(eq(subform.formId, formId))
        .orderBy(asc(subform.orderKey), asc(subform.id));
      return rows.map(plain);
    },

    async get(id: number, localeId: number): Promise<StructureSubformRow | undefined> {
      const [row] = await db.select(columns(localeId)).from(subform).where(eq(subform.id, id));
      return row ? plain(row) : undefined;
    },

    async insert(values: {
      formId: number;
      key: string;
      code: string;
      textId: number;
      orderKey: number;
    }): Promise<number> {
      const [row] = await db.insert(subform).values(values).returning({ id: subform.id });
      if (!row) throw new Error('No id returned for a new subform');
      return row.id;
    },

    async update(id: number, values: { code: string }): Promise<void> {
      await db.update(subform).set(values).where(eq(subform.id, id));
    },

    /** The unit type the subform applies to: one type, or all (-1). */
    async setUnitType(id: number, unitTypeId: number): Promise<void> {
      await db.delete(subformUnitType).where(eq(subformUnitType.subformId, id));
      if (unitTypeId !== -1) await db.insert(subformUnitType).values({ subformId: id, unitTypeId });
    },

    async setActive(id: number, isActive: boolean): Promise<boolean> {
      const rows = await db
        .update(subform)
        .set({ isActive })
        .where(eq(subform.id, id))
        .returning({ id: subform.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<void> {
      await db.delete(subform).where(eq(subform.id, id));
    },
  };
}
