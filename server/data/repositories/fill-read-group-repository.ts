import { and, asc, eq, getTableName, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
  question,
  questionGroup,
  questionGroupUnitType,
  questionRecommendedForm,
  type GeoJsonGeometry,
} from '../schema/index';
import { answerColumns, answerOptionColumns } from './fill-columns';

/** Which group instances to read: those of a filled subform, form or questionnaire, or one question's. */
export type InstanceFilter =
  | { filledSubformId: number }
  | { filledFormId: number }
  | { questionnaireId: number }
  | { filledQuestionId: number };

/**
 * `texts`: every text in the locale (the group list, one question). `progress`: no question or option
 * texts and only the options that skip questions, which is all the engine's progress reads.
 */
export type InstanceDetail = 'texts' | 'progress';

export interface InstanceRow {
  id: number;
  filledSubformId: number;
  questionListDicId: number;
  questionListName: string;
  name: string | null;
  qlNumber: number;
  isActive: boolean;
  orderKey: number;
  farmType: number[];
}

export interface FilledQuestionRow {
  id: number;
  filledQuestionListId: number;
  version: number;
  questionId: number;
  answerTypeId: number;
  questionText: string;
  questionGroupText: string | null;
  questionTip: string | null;
  recommended: boolean;
  isActive: boolean;
  min: number | null;
  max: number | null;
  maxAnswerQuestionId: number | null;
  optionsFromQuestionId: number | null;
  orderKey: number;
}

export interface OptionRow {
  id: number;
  questionId: number;
  text: string;
  isActive: boolean;
  hasInput: boolean;
  min: number | null;
  max: number | null;
  maxAnswerQuestionId: number | null;
  skipQuestions: number;
  skipQuestionsOffset: number;
  shortName: string | null;
  orderKey: number;
  availableWhen: { questionId: number; optionIds: number[] } | null;
}

export interface AnswerRow {
  id: number;
  filledQuestionId: number;
  answerOptionId: number | null;
  answer: string | null;
  text: string | null;
  geomAnswer: GeoJsonGeometry | null;
  gridGeomAnswer: GeoJsonGeometry | null;
  savedAt: Date;
}

/** Everything the group instances are assembled from: five queries (four for progress), whatever their size. */
export interface InstanceRows {
  instances: InstanceRow[];
  questions: FilledQuestionRow[];
  options: OptionRow[];
  answers: AnswerRow[];
  recommended: { questionId: number; formId: number }[];
}

/** The group applies to the unit type: it names none (all types), or this one. */
export function groupAppliesTo(unitTypeId: number): SQL {
  return sql`(not exists (select 1 from ${questionGroupUnitType} where ${questionGroupUnitType.questionGroupId} = ${questionGroup.id})
    or exists (select 1 from ${questionGroupUnitType} where ${questionGroupUnitType.questionGroupId} = ${questionGroup.id}
      and ${questionGroupUnitType.unitTypeId} = ${unitTypeId}))`;
}

const groupUnitTypes = sql<number[]>`array(select t.unit_type_id from question_group_unit_type t
  where t.question_group_id = "question_group"."id" order by t.unit_type_id)`;

/** A nullable text reference in the locale; null when the row has no such text. */
function optionalText(textId: AnyPgColumn, localeId: number): SQL<string | null> {
  const owner = sql`${sql.identifier(getTableName(textId.table))}.${sql.identifier(textId.name)}`;
  return sql<string | null>`case when ${owner} is null then null else ${localizedText(textId, localeId)} end`;
}

/** Reads group instances with their questions, options, answers and recommended forms. */
export function fillReadGroupRepository(db: Db) {
  function instanceCondition(filter: InstanceFilter, unitTypeId: number): SQL | undefined {
    let where: SQL;
    if ('filledSubformId' in filter) {
      where = eq(filledQuestionList.filledSubformId, filter.filledSubformId);
    } else if ('filledFormId' in filter) {
      where = inArray(
        filledQuestionList.filledSubformId,
        db
          .select({ id: filledSubform.id })
          .from(filledSubform)
          .where(eq(filledSubform.filledFormId, filter.filledFormId)),
      );
    } else if ('questionnaireId' in filter) {
      where = inArray(
        filledQuestionList.filledSubformId,
        db
          .select({ id: filledSubform.id })
          .from(filledSubform)
          .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
          .where(eq(filledForm.questionnaireId, filter.questionnaireId)),
      );
    } else {
      where = inArray(
        filledQuestionList.id,
        db
          .select({ id: filledQuestion.filledQuestionListId })
          .from(filledQuestion)
          .where(eq(filledQuestion.id, filter.filledQuestionId)),
      );
    }
    return and(where, groupAppliesTo(unitTypeId));
  }

  return {
    async read(
      filter: InstanceFilter,
      unitTypeId: number,
      localeId: number,
      detail: InstanceDetail,
    ): Promise<InstanceRows> {
      const withTexts = detail === 'texts';
      const instancesWhere = instanceCondition(filter, unitTypeId);
      const questionsWhere = and(
        instancesWhere,
        'filledQuestionId' in filter ? eq(filledQuestion.id, filter.filledQuestionId) : undefined,
      );
      // The filled questions as a subquery, so a subform of many instances never sends thousands of ids.
      const filledQuestionIds = db
        .select({ id: filledQuestion.id })
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId))
        .where(questionsWhere);
      const questionIds = db
        .selectDistinct({ id: filledQuestion.questionId })
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId))
        .where(questionsWhere);

      const instances = await db
        .select({
          id: filledQuestionList.id,
          filledSubformId: filledQuestionList.filledSubformId,
          questionListDicId: questionGroup.id,
          questionListName: localizedText(questionGroup.textId, localeId),
          name: filledQuestionList.name,
          qlNumber: questionGroup.qlNumber,
          isActive: questionGroup.isActive,
          orderKey: filledQuestionList.orderKey,
          farmType: groupUnitTypes,
        })
        .from(filledQuestionList)
        .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId))
        .where(instancesWhere)
        .orderBy(
          asc(filledQuestionList.filledSubformId),
          asc(filledQuestionList.orderKey),
          asc(filledQuestionList.id),
        );

      const questions = await db
        .select({
          id: filledQuestion.id,
          filledQuestionListId: filledQuestion.filledQuestionListId,
          version: filledQuestion.version,
          questionId: question.id,
          answerTypeId: question.answerTypeId,
          questionText: withTexts ? localizedText(question.textId, localeId) : sql<string>`''`,
          questionGroupText: withTexts
            ? optionalText(question.groupHeadingTextId, localeId)
            : sql<null>`null`,
          questionTip: withTexts ? optionalText(question.tipTextId, localeId) : sql<null>`null`,
          recommended: question.recommended,
          isActive: question.isActive,
          min: question.min,
          max: question.max,
          maxAnswerQuestionId: question.maxAnswerQuestionId,
          optionsFromQuestionId: question.optionsFromQuestionId,
          orderKey: question.orderKey,
        })
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId))
        .innerJoin(question, eq(question.id, filledQuestion.questionId))
        .where(questionsWhere)
        .orderBy(asc(filledQuestion.filledQuestionListId), asc(question.orderKey), asc(question.id));

      const options = await db
        .select(
          answerOptionColumns(withTexts ? localizedText(answerOption.textId, localeId) : sql<string>`''`),
        )
        .from(answerOption)
        .where(
          and(
            inArray(answerOption.questionId, questionIds),
            withTexts ? undefined : gt(answerOption.skipQuestions, 0),
          ),
        )
        .orderBy(asc(answerOption.questionId), asc(answerOption.orderKey), asc(answerOption.id));

      const answers = await db
        .select(answerColumns)
        .from(answer)
        .where(inArray(answer.filledQuestionId, filledQuestionIds))
        .orderBy(asc(answer.filledQuestionId), asc(answer.id));

      // Progress never reads the recommended forms; the list and the question show them in form order.
      const recommended = withTexts
        ? await db
            .select({
              questionId: questionRecommendedForm.questionId,
              formId: questionRecommendedForm.formId,
            })
            .from(questionRecommendedForm)
            .innerJoin(form, eq(form.id, questionRecommendedForm.formId))
            .where(inArray(questionRecommendedForm.questionId, questionIds))
            .orderBy(asc(questionRecommendedForm.questionId), asc(form.orderKey), asc(form.id))
        : [];

      return { instances, questions, options, answers, recommended };
    },
  };
}
