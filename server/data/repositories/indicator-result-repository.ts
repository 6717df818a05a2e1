import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { form, indicator, indicatorResult, questionnaire, unit, unitType } from '../schema/index';

/** One indicator of a form with a stored value, flat; `parentId` null for a theme. */
export interface StoredIndicatorRow {
  id: number;
  parentId: number | null;
  name: string;
  value: number | null;
  scaledValue: number | null;
  /** Whether the snapshot holds a row for it (an indicator added after the report was generated has none). */
  stored: boolean;
}

/** One indicator of a form with its average over the units of a type. */
export interface AverageIndicatorRow {
  id: number;
  parentId: number | null;
  name: string;
  value: number | null;
  scaledValue: number | null;
  unitCount: number;
}

/** The unit a questionnaire is about. */
export interface ReportUnitRow {
  questionnaireId: number;
  unitId: number;
  unitNumber: string;
  unitName: string;
  unitTypeId: number;
  unitTypeName: string;
}

/** A number column of a raw aggregate: drivers answer numerics and bigints as text. */
function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Reads of the stored report snapshots: one questionnaire's, the averages of a unit type, the unit. */
export function indicatorResultRepository(db: Db) {
  return {
    /** The form's indicators with the questionnaire's stored values, parents before children. */
    async stored(questionnaireId: number, formId: number, localeId: number): Promise<StoredIndicatorRow[]> {
      const rows = await db
        .select({
          id: indicator.id,
          parentId: indicator.parentId,
          name: localizedText(indicator.textId, localeId),
          value: indicatorResult.value,
          scaledValue: indicatorResult.scaledValue,
          resultId: indicatorResult.id,
        })
        .from(indicator)
        .leftJoin(
          indicatorResult,
          and(
            eq(indicatorResult.indicatorId, indicator.id),
            eq(indicatorResult.questionnaireId, questionnaireId),
          ),
        )
        .where(eq(indicator.formId, formId))
        .orderBy(asc(indicator.orderKey), asc(indicator.id));
      return rows.map(({ resultId, ...row }) => ({ ...row, stored: resultId !== null }));
    },

    /**
     * The form's indicators with the average of the stored values over the questionnaires of units of
     * the type whose filled form is submitted, and how many distinct units have a value: one
     * aggregate query, no questionnaire loaded.
     */
    async averages(formId: number, unitTypeId: number, localeId: number): Promise<AverageIndicatorRow[]> {
      const rows = await db
        .select({
          id: indicator.id,
          parentId: indicator.parentId,
          name: localizedText(indicator.textId, localeId),
          value: sql<unknown>`avg(r.value)`,
          scaledValue: sql<unknown>`avg(r.scaled_value)`,
          unitCount: sql<unknown>`count(distinct r.unit_id) filter (where r.scaled_value is not null or r.value is not null)`,
        })
        .from(indicator)
        .leftJoin(
          sql`(select ir.indicator_id, ir.value, ir.scaled_value, q.unit_id
              from indicator_result ir
              join questionnaire q on q.id = ir.questionnaire_id
              join unit u on u.id = q.unit_id
              join filled_form ff on ff.questionnaire_id = q.id and ff.form_id = ${formId} and ff.status
              where u.unit_type_id = ${unitTypeId}) r`,
          sql`r.indicator_id = ${indicator.id}`,
        )
        .where(eq(indicator.formId, formId))
        .groupBy(indicator.id)
        .orderBy(asc(indicator.orderKey), asc(indicator.id));
      return rows.map((row) => ({
        ...row,
        value: numberOrNull(row.value),
        scaledValue: numberOrNull(row.scaledValue),
        unitCount: numberOrNull(row.unitCount) ?? 0,
      }));
    },

    /** Whether a form of this id exists. */
    async formExists(formId: number): Promise<boolean> {
      const [row] = await db.select({ id: form.id }).from(form).where(eq(form.id, formId));
      return row !== undefined;
    },

    /** Whether a unit type of this id exists. */
    async unitTypeExists(unitTypeId: number): Promise<boolean> {
      const [row] = await db.select({ id: unitType.id }).from(unitType).where(eq(unitType.id, unitTypeId));
      return row !== undefined;
    },

    /** The unit of the questionnaire, its type's name in the language. */
    async unitOf(questionnaireId: number, localeId: number): Promise<ReportUnitRow | undefined> {
      const [row] = await db
        .select({
          questionnaireId: questionnaire.id,
          unitId: unit.id,
          unitNumber: unit.number,
          unitName: unit.description,
          unitTypeId: unit.unitTypeId,
          unitTypeName: localizedText(unitType.textId, localeId),
        })
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .innerJoin(unitType, eq(unitType.id, unit.unitTypeId))
        .where(eq(questionnaire.id, questionnaireId));
      return row;
    },
  };
}
