import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import {
  answer,
  answerOption,
  filledQuestion,
  filledQuestionList,
  question,
  questionGroup,
} from '../schema/index';
import type { AnswerRow, InstanceRows } from './fill-read-group-repository';
import { answerColumns, answerOptionColumns } from './fill-columns';

/** A filled question as stored now: what the save and delete calls answer. */
export interface StoredQuestion {
  id: number;
  questionId: number;
  filledQuestionListId: number;
  answerTypeId: number;
  version: number;
  savedAt: Date | null;
  answers: AnswerRow[];
}

/** Reads and writes single filled questions for question/save and question/delete. */
export function fillWriteQuestionRepository(db: Db) {
  return {
    /**
     * One group instance with its questions, options (texts in the locale: an option without text is
     * not offered) and saved answers, in the rows the fill reads assemble group instances from.
     */
    async instanceRows(filledQuestionListId: number, localeId: number): Promise<InstanceRows> {
      const instances = await db
        .select({
          id: filledQuestionList.id,
          filledSubformId: filledQuestionList.filledSubformId,
          questionListDicId: questionGroup.id,
          questionListName: sql<string>`''`,
          name: filledQuestionList.name,
          qlNumber: questionGroup.qlNumber,
          isActive: questionGroup.isActive,
          orderKey: filledQuestionList.orderKey,
          farmType: sql<number[]>`array[]::integer[]`,
        })
        .from(filledQuestionList)
        .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId))
        .where(eq(filledQuestionList.id, filledQuestionListId));
      const questions = await db
        .select({
          id: filledQuestion.id,
          filledQuestionListId: filledQuestion.filledQuestionListId,
          version: filledQuestion.version,
          questionId: question.id,
          answerTypeId: question.answerTypeId,
          questionText: sql<string>`''`,
          questionGroupText: sql<null>`null`,
          questionTip: sql<null>`null`,
          recommended: question.recommended,
          isActive: question.isActive,
          min: question.min,
          max: question.max,
          maxAnswerQuestionId: question.maxAnswerQuestionId,
          optionsFromQuestionId: question.optionsFromQuestionId,
          orderKey: question.orderKey,
        })
        .from(filledQuestion)
        .innerJoin(question, eq(question.id, filledQuestion.questionId))
        .where(eq(filledQuestion.filledQuestionListId, filledQuestionListId))
        .orderBy(asc(question.orderKey), asc(question.id));
      const questionIds = questions.map((row) => row.questionId);
      const options =
        questionIds.length === 0
          ? []
          : await db
              .select(answerOptionColumns(localizedText(answerOption.textId, localeId)))
              .from(answerOption)
              .where(inArray(answerOption.questionId, questionIds))
              .orderBy(asc(answerOption.questionId), asc(answerOption.orderKey), asc(answerOption.id));
      const answers = await db
        .select(answerColumns)
        .from(answer)
        .innerJoin(filledQuestion, eq(filledQuestion.id, answer.filledQuestionId))
        .where(eq(filledQuestion.filledQuestionListId, filledQuestionListId))
        .orderBy(asc(answer.filledQuestionId), asc(answer.id));
      return { instances, questions, options, answers, recommended: [] };
    },

    /**
     * The compare-and-set of every save: raises the version only while it is still `version`, and
     * locks the row until the transaction ends. Undefined when another save came first.
     */
    async bumpIfVersion(
      filledQuestionId: number,
      version: number,
    ): Promise<{ version: number; savedAt: Date | null } | undefined> {
      const [row] = await db
        .update(filledQuestion)
        .set({ version: sql`${filledQuestion.version} + 1`, savedAt: sql`now()` })
        .where(and(eq(filledQuestion.id, filledQuestionId), eq(filledQuestion.version, version)))
        .returning({ version: filledQuestion.version, savedAt: filledQuestion.savedAt });
      return row;
    },

    /** Raises the version of a question that holds answers (about to be deleted); false when it holds none. */
    async bumpIfAnswered(filledQuestionId: number): Promise<boolean> {
      const rows = await db
        .update(filledQuestion)
        .set({ version: sql`${filledQuestion.version} + 1`, savedAt: sql`now()` })
        .where(
          and(
            eq(filledQuestion.id, filledQuestionId),
            exists(
              db.select({ id: answer.id }).from(answer).where(eq(answer.filledQuestionId, filledQuestionId)),
            ),
          ),
        )
        .returning({ id: filledQuestion.id });
      return rows.length > 0;
    },

    /** Replaces the question's answers; call only after the version was raised in the same transaction. */
    async replaceAnswers(filledQuestionId: number, answers: readonly SavedAnswer[]): Promise<void> {
      await db.delete(answer).where(eq(answer.filledQuestionId, filledQuestionId));
      if (answers.length === 0) return;
      await db.insert(answer).values(
        answers.map((saved) => ({
          filledQuestionId,
          answerOptionId: saved.answerListId ?? null,
          answer: saved.answer ?? null,
          text: saved.text ?? null,
          geomAnswer: saved.geomAnswer ?? null,
          gridGeomAnswer: saved.gridGeomAnswer ?? null,
        })),
      );
    },

    /**
     * The answered questions of group instances, each with its place (filled subform, dictionary
     * question, instance name), version and answers: what deleting the instances removes.
     */
    async answeredIn(instanceIds: readonly number[]) {
      if (instanceIds.length === 0) return [];
      const rows = await db
        .select({
          filledQuestionId: filledQuestion.id,
          filledSubformId: filledQuestionList.filledSubformId,
          questionId: filledQuestion.questionId,
          instanceName: filledQuestionList.name,
          version: filledQuestion.version,
          answer: answerColumns,
        })
        .from(filledQuestionList)
        .innerJoin(filledQuestion, eq(filledQuestion.filledQuestionListId, filledQuestionList.id))
        .innerJoin(answer, eq(answer.filledQuestionId, filledQuestion.id))
        .where(inArray(filledQuestionList.id, [...instanceIds]))
        .orderBy(asc(filledQuestion.id), asc(answer.id));
      const byQuestion = new Map<number, Omit<(typeof rows)[number], 'answer'> & { answers: AnswerRow[] }>();
      for (const { answer: row, ...place } of rows) {
        const known = byQuestion.get(place.filledQuestionId);
        if (known) known.answers.push(row);
        else byQuestion.set(place.filledQuestionId, { ...place, answers: [row] });
      }
      return [...byQuestion.values()];
    },

    async stored(filledQuestionId: number): Promise<StoredQuestion | undefined> {
      const [row] = await db
        .select({
          id: filledQuestion.id,
          questionId: filledQuestion.questionId,
          filledQuestionListId: filledQuestion.filledQuestionListId,
          answerTypeId: question.answerTypeId,
          version: filledQuestion.version,
          savedAt: filledQuestion.savedAt,
        })
        .from(filledQuestion)
        .innerJoin(question, eq(question.id, filledQuestion.questionId))
        .where(eq(filledQuestion.id, filledQuestionId));
      if (!row) return undefined;
      const answers = await db
        .select(answerColumns)
        .from(answer)
        .where(eq(answer.filledQuestionId, filledQuestionId))
        .orderBy(asc(answer.id));
      return { ...row, answers };
    },
  };
}
