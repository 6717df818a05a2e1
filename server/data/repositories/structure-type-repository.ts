import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { form, questionnaireType } from '../schema/index';

/** A questionnaire type as the structure editor reads it. */
export interface StructureTypeRow {
  id: number;
  textId: number;
  name: string;
  privilegedOnly: boolean;
  isActive: boolean;
}

/** A form of a questionnaire type as the structure editor reads it. */
export interface StructureFormRow {
  id: number;
  questionnaireTypeId: number;
  textId: number;
  name: string;
  isActive: boolean;
  hasReport: boolean;
  orderKey: number;
  /** Filled forms exist for it. */
  hasAnswers: boolean;
}

/** Questionnaire types and their forms, for the structure editor's calls. */
export function structureTypeRepository(db: Db) {
  const typeColumns = (localeId: number) => ({
    id: questionnaireType.id,
    textId: questionnaireType.textId,
    name: localizedText(questionnaireType.textId, localeId),
    privilegedOnly: questionnaireType.privilegedOnly,
    isActive: questionnaireType.isActive,
  });
  const formColumns = (localeId: number) => ({
    id: form.id,
    questionnaireTypeId: form.questionnaireTypeId,
    textId: form.textId,
    name: localizedText(form.textId, localeId),
    isActive: form.isActive,
    hasReport: form.hasReport,
    orderKey: form.orderKey,
    hasAnswers: sql<boolean>`exists (select 1 from filled_form ff where ff.form_id = "form"."id")`,
  });

  return {
    async type(id: number, localeId: number): Promise<StructureTypeRow | undefined> {
      const [row] = await db
        .select(typeColumns(localeId))
        .from(questionnaireType)
        .where(eq(questionnaireType.id, id));
      return row;
    },

    async typeByTextId(textId: number): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: questionnaireType.id })
        .from(questionnaireType)
        .where(eq(questionnaireType.textId, textId));
      return row;
    },

    /** Locks a questionnaire type while its forms are numbered; false when there is none. */
    async lockType(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: questionnaireType.id })
        .from(questionnaireType)
        .where(eq(questionnaireType.id, id))
        .for('no key update');
      return rows.length > 0;
    },

    /** A new questionnaire type, active and last in order; answers its id. */
    async insertType(key: string, textId: number): Promise<number> {
      const [row] = await db
        .insert(questionnaireType)
        .values({
          key,
          textId,
          orderKey: sql`(select coalesce(max(${questionnaireType.orderKey}), 0) + 1 from ${questionnaireType})`,
        })
        .returning({ id: questionnaireType.id });
      if (!row) throw new Error('No id returned for a new questionnaire type');
      return row.id;
    },

    async setTypeActive(id: number, isActive: boolean): Promise<boolean> {
      const rows = await db
        .update(questionnaireType)
        .set({ isActive })
        .where(eq(questionnaireType.id, id))
        .returning({ id: questionnaireType.id });
      return rows.length > 0;
    },

    async form(id: number, localeId: number): Promise<StructureFormRow | undefined> {
      const [row] = await db.select(formColumns(localeId)).from(form).where(eq(form.id, id));
      return row ? { ...row, hasAnswers: row.hasAnswers === true } : undefined;
    },

    async formsOf(questionnaireTypeId: number, localeId: number): Promise<StructureFormRow[]> {
      const rows = await db
        .select(formColumns(localeId))
        .from(form)
        .where(eq(form.questionnaireTypeId, questionnaireTypeId))
        .orderBy(asc(form.orderKey), asc(form.id));
      return rows.map((row) => ({ ...row, hasAnswers: row.hasAnswers === true }));
    },

    /** A new form, last of its questionnaire type (call with the type locked); answers its id. */
    async insertForm(values: {
      questionnaireTypeId: number;
      key: string;
      textId: number;
      hasReport: boolean;
    }): Promise<number> {
      const [row] = await db
        .insert(form)
        .values({
          ...values,
          orderKey: sql`(select coalesce(max(${form.orderKey}), 0) + 1 from ${form} where ${form.questionnaireTypeId} = ${values.questionnaireTypeId})`,
        })
        .returning({ id: form.id });
      if (!row) throw new Error('No id returned for a new form');
      return row.id;
    },

    async updateForm(id: number, values: { hasReport?: boolean }): Promise<void> {
      if (values.hasReport === undefined) return;
      await db.update(form).set({ hasReport: values.hasReport }).where(eq(form.id, id));
    },

    async setFormActive(id: number, isActive: boolean): Promise<boolean> {
      const rows = await db.update(form).set({ isActive }).where(eq(form.id, id)).returning({ id: form.id });
      return rows.length > 0;
    },
  };
}
