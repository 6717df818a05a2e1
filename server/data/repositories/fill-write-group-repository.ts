import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { Db } from '../database';
import {
  answer,
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  question,
  questionGroup,
  questionGroupUnitType,
} from '../schema/index';
import type { AnswerRow } from './fill-read-group-repository';
import { answerColumns } from './fill-columns';

/** A group of the subform's dictionary as the group changes check it. */
export interface GroupForChange {
  id: number;
  qlNumber: number;
  optional: boolean;
  orderKey: number;
  instanceNamePattern: string | null;
  /** Active and applying to the unit's type: the fill screen shows it. */
  shown: boolean;
}

export interface InstanceName {
  id: number;
  name: string | null;
}

/** Reads and changes the group instances of a filled subform. */
export function fillWriteGroupRepository(db: Db) {
  return {
    /** A group of the given subform (undefined when it belongs to another one or does not exist). */
    async groupOfSubform(
      groupId: number,
      subformId: number,
      unitTypeId: number,
    ): Promise<GroupForChange | undefined> {
      const [row] = await db
        .select({
          id: questionGroup.id,
          qlNumber: questionGroup.qlNumber,
          optional: questionGroup.optional,
          orderKey: questionGroup.orderKey,
          instanceNamePattern: questionGroup.instanceNamePattern,
          shown: sql<boolean>`(${questionGroup.isActive} and (not exists (select 1 from ${questionGroupUnitType} where ${questionGroupUnitType.questionGroupId} = ${questionGroup.id})
            or exists (select 1 from ${questionGroupUnitType} where ${questionGroupUnitType.questionGroupId} = ${questionGroup.id}
              and ${questionGroupUnitType.unitTypeId} = ${unitTypeId})))`,
        })
        .from(questionGroup)
        .where(and(eq(questionGroup.id, groupId), eq(questionGroup.subformId, subformId)));
      return row ? { ...row, shown: row.shown === true } : undefined;
    },

    /** The instances of one group in a filled subform, in their order. */
    instancesOf(filledSubformId: number, groupId: number): Promise<InstanceName[]> {
      return db
        .select({ id: filledQuestionList.id, name: filledQuestionList.name })
        .from(filledQuestionList)
        .where(
          and(
            eq(filledQuestionList.filledSubformId, filledSubformId),
            eq(filledQuestionList.questionGroupId, groupId),
          ),
        )
        .orderBy(asc(filledQuestionList.orderKey), asc(filledQuestionList.id));
    },

    /**
     * Makes room for a new instance of a group and answers its order key: right after the last
     * instance of this group or of any group ordered before it, so a group's instances stay together
     * and in dictionary order. Later instances move one place down.
     */
    async openOrderKey(
      filledSubformId: number,
      group: Pick<GroupForChange, 'id' | 'orderKey'>,
    ): Promise<number> {
      const [row] = await db
        .select({ last: sql<number | null>`max(${filledQuestionList.orderKey})` })
        .from(filledQuestionList)
        .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId))
        .where(
          and(
            eq(filledQuestionList.filledSubformId, filledSubformId),
            or(
              sql`${questionGroup.orderKey} < ${group.orderKey}`,
              and(eq(questionGroup.orderKey, group.orderKey), lte(questionGroup.id, group.id)),
            ),
          ),
        );
      const orderKey = Number(row?.last ?? 0) + 1;
      await db
        .update(filledQuestionList)
        .set({ orderKey: sql`${filledQuestionList.orderKey} + 1` })
        .where(
          and(
            eq(filledQuestionList.filledSubformId, filledSubformId),
            gte(filledQuestionList.orderKey, orderKey),
          ),
        );
      return orderKey;
    },

    /** The new instance's questions that start with another question's answers (the "last pen"). */
    async prefillTargets(instanceId: number): Promise<{ id: number; prefillFromQuestionId: number }[]> {
      const rows = await db
        .select({ id: filledQuestion.id, prefillFromQuestionId: question.prefillFromQuestionId })
        .from(filledQuestion)
        .innerJoin(question, eq(question.id, filledQuestion.questionId))
        .where(
          and(eq(filledQuestion.filledQuestionListId, instanceId), isNotNull(question.prefillFromQuestionId)),
        );
      return rows.flatMap(({ id, prefillFromQuestionId }) =>
        prefillFromQuestionId === null ? [] : [{ id, prefillFromQuestionId }],
      );
    },

    /**
     * The answers of questions (dictionary ids) in their last instance of the questionnaire, leaving
     * out one instance (the new one).
     */
    async lastInstanceAnswers(
      questionnaireId: number,
      questionIds: readonly number[],
      exceptInstanceId: number,
    ): Promise<Map<number, AnswerRow[]>> {
      const found = new Map<number, AnswerRow[]>();
      if (questionIds.length === 0) return found;
      const lastFilled = await db
        .selectDistinctOn([filledQuestion.questionId], {
          id: filledQuestion.id,
          questionId: filledQuestion.questionId,
        })
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .where(
          and(
            eq(filledForm.questionnaireId, questionnaireId),
            inArray(filledQuestion.questionId, [...questionIds]),
            ne(filledQuestionList.id, exceptInstanceId),
          ),
        )
        .orderBy(
          asc(filledQuestion.questionId),
          desc(filledQuestionList.orderKey),
          desc(filledQuestionList.id),
        );
      if (lastFilled.length === 0) return found;
      const rows = await db
        .select(answerColumns)
        .from(answer)
        .where(
          inArray(
            answer.filledQuestionId,
            lastFilled.map((row) => row.id),
          ),
        )
        .orderBy(asc(answer.id));
      const questionOf = new Map(lastFilled.map((row) => [row.id, row.questionId]));
      for (const row of rows) {
        const questionId = questionOf.get(row.filledQuestionId);
        if (questionId === undefined) continue;
        found.set(questionId, [...(found.get(questionId) ?? []), row]);
      }
      return found;
    },

    /** Stores prefilled answers of new filled questions, dated now like a save. */
    async insertAnswers(prefilled: ReadonlyMap<number, readonly SavedAnswer[]>): Promise<void> {
      const values = [...prefilled].flatMap(([filledQuestionId, answers]) =>
        answers.map((saved) => ({
          filledQuestionId,
          answerOptionId: saved.answerListId ?? null,
          answer: saved.answer ?? null,
          text: saved.text ?? null,
          geomAnswer: saved.geomAnswer ?? null,
          gridGeomAnswer: saved.gridGeomAnswer ?? null,
        })),
      );
      if (values.length === 0) return;
      await db.insert(answer).values(values);
      await db
        .update(filledQuestion)
        .set({ savedAt: sql`now()` })
        .where(inArray(filledQuestion.id, [...prefilled.keys()]));
    },

    /** Removes instances with their filled questions and answers (cascade). */
    async deleteInstances(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(filledQuestionList).where(inArray(filledQuestionList.id, [...ids]));
    },

    async rename(instanceId: number, name: string): Promise<void> {
      await db.update(filledQuestionList).set({ name }).where(eq(filledQuestionList.id, instanceId));
    },
  };
}
