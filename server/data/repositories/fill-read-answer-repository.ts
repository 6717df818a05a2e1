import { answerTypeIdsWhere } from '@engine/kinds/index';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  answer,
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  form,
  question,
  questionGroup,
  questionRecommendedForm,
  subform,
} from '../schema/index';
import type { AnswerRow } from './fill-read-group-repository';
import { answerColumns } from './fill-columns';

/** The instance order of a questionnaire: form, subform, then group instance order. */
const instanceOrder = [
  asc(form.orderKey),
  asc(subform.orderKey),
  asc(filledQuestionList.orderKey),
  asc(filledQuestionList.id),
];

/** Reads answers across a questionnaire: a question's answer elsewhere, answers offered as options, recommendations. */
export function fillReadAnswerRepository(db: Db) {
  return {
    /** Whether a question belongs to a questionnaire type's structure. */
    async questionOfType(questionId: number, questionnaireTypeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: question.id })
        .from(question)
        .innerJoin(questionGroup, eq(questionGroup.id, question.questionGroupId))
        .innerJoin(subform, eq(subform.id, questionGroup.subformId))
        .innerJoin(form, eq(form.id, subform.formId))
        .where(and(eq(question.id, questionId), eq(form.questionnaireTypeId, questionnaireTypeId)));
      return row !== undefined;
    },

    /** The first instance of a question in a questionnaire, in instance order. */
    async firstFilledQuestion(questionnaireId: number, questionId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: filledQuestion.id })
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
        .innerJoin(subform, eq(subform.id, filledSubform.subformId))
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .innerJoin(form, eq(form.id, filledForm.formId))
        .where(
          and(eq(filledForm.questionnaireId, questionnaireId), eq(filledQuestion.questionId, questionId)),
        )
        .orderBy(...instanceOrder)
        .limit(1);
      return row?.id;
    },

    /**
     * The answers of the first instance (in instance order) of each of several questions in a
     * questionnaire, by question dictionary id, in one query; a question without an instance has none.
     */
    async firstAnswersOf(
      questionnaireId: number,
      questionIds: readonly number[],
    ): Promise<Record<number, AnswerRow[]>> {
      const byQuestion: Record<number, AnswerRow[]> = {};
      for (const questionId of questionIds) byQuestion[questionId] = [];
      if (questionIds.length === 0) return byQuestion;
      const firstInstances = db
        .selectDistinctOn([filledQuestion.questionId], { id: filledQuestion.id })
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
        .innerJoin(subform, eq(subform.id, filledSubform.subformId))
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .innerJoin(form, eq(form.id, filledForm.formId))
        .where(
          and(
            eq(filledForm.questionnaireId, questionnaireId),
            inArray(filledQuestion.questionId, [...questionIds]),
          ),
        )
        .orderBy(asc(filledQuestion.questionId), ...instanceOrder);
      const rows = await db
        .select({ ...answerColumns, questionId: filledQuestion.questionId })
        .from(answer)
        .innerJoin(filledQuestion, eq(filledQuestion.id, answer.filledQuestionId))
        .where(inArray(answer.filledQuestionId, firstInstances))
        .orderBy(asc(answer.id));
      for (const { questionId, ...row } of rows) byQuestion[questionId]?.push(row);
      return byQuestion;
    },

    answersOf(filledQuestionId: number): Promise<AnswerRow[]> {
      return db
        .select(answerColumns)
        .from(answer)
        .where(eq(answer.filledQuestionId, filledQuestionId))
        .orderBy(asc(answer.id));
    },

    /**
     * Every instance of the questions whose answers type-13 questions of the questionnaire's type
     * offer (optionally of one of them), in instance order, with its first answer's value ('' when
     * unanswered, so an answer already chosen stays visible after its text was cleared).
     */
    answersAsOptions(
      questionnaireId: number,
      questionnaireTypeId: number,
      sourceQuestionId: number | undefined,
    ): Promise<{ id: number; questionId: number; answer: string }[]> {
      const sources = db
        .select({ id: question.optionsFromQuestionId })
        .from(question)
        .innerJoin(questionGroup, eq(questionGroup.id, question.questionGroupId))
        .innerJoin(subform, eq(subform.id, questionGroup.subformId))
        .innerJoin(form, eq(form.id, subform.formId))
        .where(
          and(
            eq(form.questionnaireTypeId, questionnaireTypeId),
            inArray(
              question.answerTypeId,
              answerTypeIdsWhere((kind) => kind.readsOptionsFromQuestion),
            ),
            isNotNull(question.optionsFromQuestionId),
          ),
        );
      return db
        .select({
          id: filledQuestion.id,
          questionId: filledQuestion.questionId,
          answer: sql<string>`coalesce((select coalesce(a.answer, a.text) from answer a
            where a.filled_question_id = "filled_question"."id" order by a.id limit 1), '')`,
        })
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
        .innerJoin(subform, eq(subform.id, filledSubform.subformId))
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .innerJoin(form, eq(form.id, filledForm.formId))
        .where(
          and(
            eq(filledForm.questionnaireId, questionnaireId),
            inArray(filledQuestion.questionId, sources),
            sourceQuestionId === undefined ? undefined : eq(filledQuestion.questionId, sourceQuestionId),
          ),
        )
        .orderBy(asc(filledQuestion.questionId), ...instanceOrder);
    },

    /** Dictionary ids of the questions a form's report needs (the question's recommended forms). */
    async recommendedFor(formId: number): Promise<Set<number>> {
      const rows = await db
        .select({ questionId: questionRecommendedForm.questionId })
        .from(questionRecommendedForm)
        .where(eq(questionRecommendedForm.formId, formId));
      return new Set(rows.map((row) => row.questionId));
    },
  };
}
