import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import {
  answer,
  answerOption,
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  form,
  indicator,
  indicatorResult,
  question,
  type IndicatorInput,
} from '../schema/index';

/** One stored indicator definition of a form, flat; `parentId` null for a theme. */
export interface IndicatorDefinitionRow {
  id: number;
  parentId: number | null;
  name: string;
  weight: number;
  inputs: IndicatorInput[];
}

/** A question an indicator reads, with its answer options' scores. */
export interface IndicatorQuestionRow {
  questionId: number;
  answerTypeDicId: number;
  min: number | null;
  max: number | null;
  options: { id: number; score: number | null }[];
}

/** One saved answer row of a question in one group instance of a questionnaire. */
export interface IndicatorAnswerRow {
  questionId: number;
  instanceId: number;
  answerListId: number | null;
  answer: string | null;
}

/** A computed value of one indicator, as stored in a snapshot. */
export interface IndicatorValueRow {
  indicatorId: number;
  value: number | null;
  scaledValue: number | null;
}

/** The indicator definitions of forms and what generating a report reads and writes. */
export function indicatorRepository(db: Db) {
  return {
    /**
     * Locks the questionnaire's filled form for the rest of the transaction, so that two generations
     * of one report at once replace the stored values one after the other (call inside a transaction).
     */
    async lockFilledForm(questionnaireId: number, formId: number): Promise<void> {
      await db
        .select({ id: filledForm.id })
        .from(filledForm)
        .where(and(eq(filledForm.formId, formId), eq(filledForm.questionnaireId, questionnaireId)))
        .for('update');
    },

    /**
     * The form's report switch, how many indicators it has, and whether the questionnaire's filled form
     * is submitted (undefined: the questionnaire has no such filled form).
     */
    async formReportState(
      questionnaireId: number,
      formId: number,
    ): Promise<{ hasReport: boolean; indicatorCount: number; submitted: boolean | undefined }> {
      const [row] = await db
        .select({
          hasReport: form.hasReport,
          indicatorCount: sql<number>`(select count(*)::int from ${indicator} where ${indicator.formId} = ${form.id})`,
          submitted: filledForm.status,
        })
        .from(form)
        .leftJoin(
          filledForm,
          and(eq(filledForm.formId, form.id), eq(filledForm.questionnaireId, questionnaireId)),
        )
        .where(eq(form.id, formId));
      return {
        hasReport: row?.hasReport ?? false,
        indicatorCount: Number(row?.indicatorCount ?? 0),
        submitted: row?.submitted ?? undefined,
      };
    },

    /** The form's indicators, parents before children, siblings in their order. */
    async definitions(formId: number, localeId: number): Promise<IndicatorDefinitionRow[]> {
      return db
        .select({
          id: indicator.id,
          parentId: indicator.parentId,
          name: localizedText(indicator.textId, localeId),
          weight: indicator.weight,
          inputs: indicator.inputs,
        })
        .from(indicator)
        .where(eq(indicator.formId, formId))
        .orderBy(asc(indicator.orderKey), asc(indicator.id));
    },

    /** The questions (with every option, retired ones too: a saved answer may still name one). */
    async questions(questionIds: readonly number[]): Promise<IndicatorQuestionRow[]> {
      if (questionIds.length === 0) return [];
      const questions = await db
        .select({
          questionId: question.id,
          answerTypeDicId: question.answerTypeId,
          min: question.min,
          max: question.max,
        })
        .from(question)
        .where(inArray(question.id, [...questionIds]));
      const options = await db
        .select({ questionId: answerOption.questionId, id: answerOption.id, score: answerOption.score })
        .from(answerOption)
        .where(inArray(answerOption.questionId, [...questionIds]))
        .orderBy(asc(answerOption.orderKey), asc(answerOption.id));
      return questions.map((row) => ({
        ...row,
        options: options
          .filter((option) => option.questionId === row.questionId)
          .map(({ id, score }) => ({ id, score })),
      }));
    },

    /** The saved answers of these questions in every group instance of the questionnaire. */
    async answers(questionnaireId: number, questionIds: readonly number[]): Promise<IndicatorAnswerRow[]> {
      if (questionIds.length === 0) return [];
      return db
        .select({
          questionId: filledQuestion.questionId,
          instanceId: filledQuestion.filledQuestionListId,
          answerListId: answer.answerOptionId,
          answer: answer.answer,
        })
        .from(answer)
        .innerJoin(filledQuestion, eq(filledQuestion.id, answer.filledQuestionId))
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .where(
          and(
            eq(filledForm.questionnaireId, questionnaireId),
            inArray(filledQuestion.questionId, [...questionIds]),
          ),
        )
        .orderBy(asc(filledQuestionList.orderKey), asc(filledQuestionList.id), asc(answer.id));
    },

    /** Replaces the questionnaire's stored values of the form's indicators (call inside a transaction). */
    async replaceResults(
      questionnaireId: number,
      formId: number,
      values: readonly IndicatorValueRow[],
    ): Promise<void> {
      await db
        .delete(indicatorResult)
        .where(
          and(
            eq(indicatorResult.questionnaireId, questionnaireId),
            inArray(
              indicatorResult.indicatorId,
              db.select({ id: indicator.id }).from(indicator).where(eq(indicator.formId, formId)),
            ),
          ),
        );
      if (values.length === 0) return;
      await db.insert(indicatorResult).values(
        values.map((row) => ({
          questionnaireId,
          indicatorId: row.indicatorId,
          value: row.value,
          scaledValue: row.scaledValue,
          computedAt: sql`now()`,
        })),
      );
    },
  };
}
