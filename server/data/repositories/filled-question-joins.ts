import { eq } from 'drizzle-orm';
import type {
  PgSelectBase,
  PgSelectBuilder,
  PgSelectQueryBuilderBase,
  PgSelectQueryBuilderHKT,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import {
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  question,
  questionGroup,
  questionnaire,
  unit,
} from '../schema/index';

/** The tables of a filled question's place, all inner-joined (none of their columns reads null). */
type FilledQuestionPlace = Record<
  | 'filled_question'
  | 'question'
  | 'filled_question_list'
  | 'question_group'
  | 'filled_subform'
  | 'filled_form'
  | 'questionnaire'
  | 'unit',
  'not-null'
>;

/**
 * Selects from filled questions joined to where each one stands: its question, its group instance
 * and the group, the filled subform and filled form, the questionnaire and the questionnaire's
 * unit. Shared by the fill writes' question scope and the answer save's scope statement, which
 * must check and lock the very same rows. Takes `db.select(…)` or `new QueryBuilder().select(…)`.
 */
export function fromFilledQuestionPlace<TSelection extends SelectedFields>(
  select: PgSelectBuilder<TSelection, 'db'>,
): PgSelectBase<'filled_question', TSelection, 'partial', FilledQuestionPlace>;
export function fromFilledQuestionPlace<TSelection extends SelectedFields>(
  select: PgSelectBuilder<TSelection, 'qb'>,
): PgSelectQueryBuilderBase<
  PgSelectQueryBuilderHKT,
  'filled_question',
  TSelection,
  'partial',
  FilledQuestionPlace
>;
// The joins are added in drizzle's dynamic mode, which keeps the row type of the selection as it
// was before them; the signatures above give the row type with every table joined (inner joins).
export function fromFilledQuestionPlace(select: PgSelectBuilder<SelectedFields, 'db' | 'qb'>): unknown {
  return select
    .from(filledQuestion)
    .$dynamic()
    .innerJoin(question, eq(question.id, filledQuestion.questionId))
    .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
    .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId))
    .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
    .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
    .innerJoin(questionnaire, eq(questionnaire.id, filledForm.questionnaireId))
    .innerJoin(unit, eq(unit.id, questionnaire.unitId));
}
