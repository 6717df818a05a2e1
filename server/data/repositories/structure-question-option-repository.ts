import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { answerOption, question, translatedText } from '../schema/index';

/** The question an answer option belongs to, as the option calls check it. */
export interface OptionParent {
  id: number;
  answerTypeId: number;
  optionCount: number;
}

/** A stored answer option with what its changes need. */
export interface StoredOption {
  id: number;
  questionId: number;
  orderKey: number;
  textId: number;
  hasInput: boolean;
  isActive: boolean;
}

/** An answer option of the dictionary, its text id resolved by the caller. */
export interface OptionDicRow extends StoredOption {
  answerTypeId: number;
  name: string;
  min: number | null;
  max: number | null;
  maxAnswerQuestionId: number | null;
  skipQuestions: number;
  skipQuestionsOffset: number;
  shortName: string | null;
  hasAnswers: boolean;
}

/** The option columns a create or edit writes. */
export interface OptionValues {
  textId: number;
  shortName: string | null;
  hasInput: boolean;
  min: number | null;
  max: number | null;
  maxAnswerQuestionId: number | null;
  skipQuestions: number;
  skipQuestionsOffset: number;
  isActive: boolean;
}

// Spelled out: inside a select list drizzle drops table names, and "id" would name the answer's own.
const optionHasAnswers = sql<boolean>`exists (select 1 from answer a where a.answer_option_id = "answer_option"."id")`;

const storedColumns = {
  id: answerOption.id,
  questionId: answerOption.questionId,
  orderKey: answerOption.orderKey,
  textId: answerOption.textId,
  hasInput: answerOption.hasInput,
  isActive: answerOption.isActive,
};

/** The answer option dictionary of the structure editor. */
export function structureQuestionOptionRepository(db: Db) {
  return {
    /** A question with its answer type and option count; `lock` holds its row until the transaction ends. */
    async parent(questionId: number, lock = false): Promise<OptionParent | undefined> {
      const query = db
        .select({ id: question.id, answerTypeId: question.answerTypeId })
        .from(question)
        .where(eq(question.id, questionId));
      const [row] = await (lock ? query.for('update') : query);
      if (!row) return undefined;
      const [count] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(answerOption)
        .where(eq(answerOption.questionId, questionId));
      return { ...row, optionCount: Number(count?.count ?? 0) };
    },

    /** One stored option; `lock` holds its row until the transaction ends. */
    async stored(id: number, lock = false): Promise<StoredOption | undefined> {
      const query = db.select(storedColumns).from(answerOption).where(eq(answerOption.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** The options of a question in their order, or one option, with texts in the locale. */
    async rows(filter: { questionId: number } | { id: number }, localeId: number): Promise<OptionDicRow[]> {
      const rows = await db
        .select({
          ...storedColumns,
          answerTypeId: question.answerTypeId,
          name: localizedText(answerOption.textId, localeId),
          min: answerOption.min,
          max: answerOption.max,
          maxAnswerQuestionId: answerOption.maxAnswerQuestionId,
          skipQuestions: answerOption.skipQuestions,
          skipQuestionsOffset: answerOption.skipQuestionsOffset,
          shortName: answerOption.shortName,
          hasAnswers: optionHasAnswers,
        })
        .from(answerOption)
        .innerJoin(question, eq(question.id, answerOption.questionId))
        .where(
          'id' in filter ? eq(answerOption.id, filter.id) : eq(answerOption.questionId, filter.questionId),
        )
        .orderBy(asc(answerOption.orderKey), asc(answerOption.id));
      return rows.map((row) => ({ ...row, hasAnswers: row.hasAnswers === true }));
    },

    async hasAnswers(id: number): Promise<boolean> {
      const [row] = await db
        .select({ hasAnswers: optionHasAnswers })
        .from(answerOption)
        .where(eq(answerOption.id, id));
      return row?.hasAnswers === true;
    },

    /** A new option at `orderKey` (the caller has made that place free); answers its id. */
    async insert(questionId: number, orderKey: number, values: OptionValues): Promise<number> {
      const [row] = await db
        .insert(answerOption)
        .values({ ...values, questionId, orderKey, key: `studio_${crypto.randomUUID()}` })
        .returning({ id: answerOption.id });
      if (!row) throw new Error('No id returned for a new answer option');
      return row.id;
    },

    async update(id: number, values: OptionValues): Promise<void> {
      await db.update(answerOption).set(values).where(eq(answerOption.id, id));
    },

    async setActive(id: number, isActive: boolean): Promise<void> {
      await db.update(answerOption).set({ isActive }).where(eq(answerOption.id, id));
    },

    /** Deletes an option no answer chose, with its text. */
    async delete(stored: StoredOption): Promise<void> {
      await db.delete(answerOption).where(eq(answerOption.id, stored.id));
      await db.delete(translatedText).where(eq(translatedText.id, stored.textId));
    },
  };
}
