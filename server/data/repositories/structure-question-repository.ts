import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import {
  answerOption,
  filledQuestion,
  form,
  filledQuestionList,
  question,
  questionGroup,
  subform,
  translatedText,
} from '../schema/index';

/** A question group as the question calls check it: where it is and how many questions it holds. */
export interface QuestionParent {
  id: number;
  subformId: number;
  /** Its subform is the first of its form by order key (map answers are not offered there). */
  inFirstSubform: boolean;
  questionCount: number;
}

/** A stored question with what its changes need. */
export interface StoredQuestion {
  id: number;
  questionGroupId: number;
  answerTypeId: number;
  orderKey: number;
  isActive: boolean;
  textId: number;
  groupHeadingTextId: number | null;
  tipTextId: number | null;
}

/** A question of the dictionary with its text ids resolved by the caller. */
export interface QuestionDicRow extends StoredQuestion {
  name: string;
  min: number | null;
  max: number | null;
  maxAnswerQuestionId: number | null;
  optionsFromQuestionId: number | null;
  shortName: string;
  category: string | null;
  optionCount: number;
  hasAnswers: boolean;
}

/** The question columns a create or edit writes. */
export interface QuestionValues {
  answerTypeId: number;
  shortName: string;
  textId: number;
  groupHeadingTextId: number | null;
  tipTextId: number | null;
  category: string | null;
  min: number | null;
  max: number | null;
  maxAnswerQuestionId: number | null;
  optionsFromQuestionId: number | null;
  isActive: boolean;
}

/** A saved answer names the question: one of its filled questions has answers, or one of its options was chosen. */
// Spelled out: inside a select list drizzle drops table names, and "id" would name the inner tables' own.
const questionHasAnswers = sql<boolean>`(exists (select 1 from answer a
    join filled_question fq on fq.id = a.filled_question_id where fq.question_id = "question"."id")
  or exists (select 1 from answer a join answer_option ao on ao.id = a.answer_option_id
    where ao.question_id = "question"."id"))`;

const storedColumns = {
  id: question.id,
  questionGroupId: question.questionGroupId,
  answerTypeId: question.answerTypeId,
  orderKey: question.orderKey,
  isActive: question.isActive,
  textId: question.textId,
  groupHeadingTextId: question.groupHeadingTextId,
  tipTextId: question.tipTextId,
};

/** The question dictionary of the structure editor: reads and writes of questions and their filled rows. */
export function structureQuestionRepository(db: Db) {
  return {
    /** A question group with its place and question count; `lock` holds the group row until the transaction ends. */
    async parent(groupId: number, lock = false): Promise<QuestionParent | undefined> {
      const query = db
        .select({ id: questionGroup.id, subformId: questionGroup.subformId })
        .from(questionGroup)
        .where(eq(questionGroup.id, groupId));
      const [group] = await (lock ? query.for('update') : query);
      if (!group) return undefined;
      const [place] = await db
        .select({
          inFirstSubform: sql<boolean>`("subform"."id" = (select s.id from subform s
            where s.form_id = "subform"."form_id" order by s.order_key, s.id limit 1))`,
          questionCount: sql<number>`(select count(*)::int from question q where q.question_group_id = ${groupId})`,
        })
        .from(subform)
        .where(eq(subform.id, group.subformId));
      return {
        ...group,
        inFirstSubform: place?.inFirstSubform === true,
        questionCount: Number(place?.questionCount ?? 0),
      };
    },

    /** One stored question; `lock` holds its row until the transaction ends. */
    async stored(id: number, lock = false): Promise<StoredQuestion | undefined> {
      const query = db.select(storedColumns).from(question).where(eq(question.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** The questions of a group in their order, or one question, with names in the locale. */
    async rows(filter: { groupId: number } | { id: number }, localeId: number): Promise<QuestionDicRow[]> {
      const rows = await db
        .select({
          ...storedColumns,
          name: localizedText(question.textId, localeId),
          min: question.min,
          max: question.max,
          maxAnswerQuestionId: question.maxAnswerQuestionId,
          optionsFromQuestionId: question.optionsFromQuestionId,
          shortName: question.shortName,
          category: question.category,
          optionCount: sql<number>`(select count(*)::int from answer_option ao where ao.question_id = "question"."id")`,
          hasAnswers: questionHasAnswers,
        })
        .from(question)
        .where('id' in filter ? eq(question.id, filter.id) : eq(question.questionGroupId, filter.groupId))
        .orderBy(asc(question.orderKey), asc(question.id));
      return rows.map((row) => ({
        ...row,
        optionCount: Number(row.optionCount),
        hasAnswers: row.hasAnswers === true,
      }));
    },

    /** Whether a saved answer names the question (its own answers, or one of its options chosen). */
    async hasAnswers(id: number): Promise<boolean> {
      const [row] = await db
        .select({ hasAnswers: questionHasAnswers })
        .from(question)
        .where(eq(question.id, id));
      return row?.hasAnswers === true;
    },

    /** Holds the question's filled questions until the transaction ends, so no answer is saved into them meanwhile. */
    async lockFilledQuestions(id: number): Promise<void> {
      await db
        .select({ id: filledQuestion.id })
        .from(filledQuestion)
        .where(eq(filledQuestion.questionId, id))
        .for('update');
    },

    /** Whether `otherId` is another question of the group (a bound may come only from its answer). */
    async isQuestionOfGroup(otherId: number, groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: question.id })
        .from(question)
        .where(and(eq(question.id, otherId), eq(question.questionGroupId, groupId)));
      return row !== undefined;
    },

    /**
     * The answer type of `otherId` when it is a question of the same questionnaire type as the group
     * (a question may offer the answers of any question of its questionnaire, as the fill path reads them).
     */
    async answerTypeInSameQuestionnaireType(otherId: number, groupId: number): Promise<number | undefined> {
      const [group] = await db
        .select({ questionnaireTypeId: form.questionnaireTypeId })
        .from(questionGroup)
        .innerJoin(subform, eq(subform.id, questionGroup.subformId))
        .innerJoin(form, eq(form.id, subform.formId))
        .where(eq(questionGroup.id, groupId));
      if (!group) return undefined;
      const [row] = await db
        .select({ answerTypeId: question.answerTypeId })
        .from(question)
        .innerJoin(questionGroup, eq(questionGroup.id, question.questionGroupId))
        .innerJoin(subform, eq(subform.id, questionGroup.subformId))
        .innerJoin(form, eq(form.id, subform.formId))
        .where(and(eq(question.id, otherId), eq(form.questionnaireTypeId, group.questionnaireTypeId)));
      return row?.answerTypeId;
    },

    /** A new question at `orderKey` (the caller has made that place free); answers its id. */
    async insert(groupId: number, orderKey: number, values: QuestionValues): Promise<number> {
      const [row] = await db
        .insert(question)
        .values({ ...values, questionGroupId: groupId, orderKey, key: `studio_${crypto.randomUUID()}` })
        .returning({ id: question.id });
      if (!row) throw new Error('No id returned for a new question');
      return row.id;
    },

    async update(id: number, values: QuestionValues): Promise<void> {
      await db.update(question).set(values).where(eq(question.id, id));
    },

    async setActive(id: number, isActive: boolean): Promise<void> {
      await db.update(question).set({ isActive }).where(eq(question.id, id));
    },

    /**
     * Gives every existing instance of the question's group a filled question for it (those that have
     * one keep it), as a new instance gets one for each active question. Answers how many were added.
     */
    async addFilledQuestions(questionId: number, groupId: number): Promise<number> {
      const instances = await db
        .select({ id: filledQuestionList.id })
        .from(filledQuestionList)
        .where(eq(filledQuestionList.questionGroupId, groupId));
      if (instances.length === 0) return 0;
      const added = await db
        .insert(filledQuestion)
        .values(instances.map((instance) => ({ filledQuestionListId: instance.id, questionId })))
        .onConflictDoNothing()
        .returning({ id: filledQuestion.id });
      return added.length;
    },

    /** Deletes a question without answers: its filled questions (empty), options and texts go with it. */
    async delete(stored: StoredQuestion): Promise<void> {
      const options = await db
        .select({ textId: answerOption.textId })
        .from(answerOption)
        .where(eq(answerOption.questionId, stored.id));
      await db.delete(filledQuestion).where(eq(filledQuestion.questionId, stored.id));
      await db.delete(question).where(eq(question.id, stored.id));
      const textIds = [
        stored.textId,
        stored.groupHeadingTextId,
        stored.tipTextId,
        ...options.map((option) => option.textId),
      ].filter((id): id is number => id !== null);
      await db.delete(translatedText).where(inArray(translatedText.id, textIds));
    },
  };
}
