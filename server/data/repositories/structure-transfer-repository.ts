import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../database';
import {
  answerOption,
  form,
  indicator,
  question,
  questionGroup,
  questionnaire,
  questionnaireType,
  subform,
  translatedText,
} from '../schema/index';

/** What the structure document calls need to know of a questionnaire type besides its structure. */
export interface StructureTypeState {
  key: string;
  textId: number;
  version: number;
  /** A questionnaire of the type exists (created with the type's filled rows, even before an answer). */
  hasQuestionnaires: boolean;
}

/** The questionnaire type's rows the structure document calls read and write besides insertStructure's. */
export function structureTransferRepository(db: Db) {
  return {
    /**
     * The type's state; with `lock`, its row is locked first (FOR UPDATE), so no questionnaire of it can
     * be created (that insert's foreign key check waits on the row) until the transaction ends.
     */
    async typeState(typeId: number, lock = false): Promise<StructureTypeState | undefined> {
      const query = db
        .select({
          key: questionnaireType.key,
          textId: questionnaireType.textId,
          version: questionnaireType.structureVersion,
        })
        .from(questionnaireType)
        .where(eq(questionnaireType.id, typeId));
      const [type] = lock ? await query.for('update') : await query;
      if (!type) return undefined;
      const [used] = await db
        .select({ id: questionnaire.id })
        .from(questionnaire)
        .where(eq(questionnaire.questionnaireTypeId, typeId))
        .limit(1);
      return { ...type, hasQuestionnaires: used !== undefined };
    },

    /** Whether another questionnaire type than `exceptTypeId` has the key. */
    async keyTaken(key: string, exceptTypeId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: questionnaireType.id })
        .from(questionnaireType)
        .where(
          exceptTypeId === undefined
            ? eq(questionnaireType.key, key)
            : and(eq(questionnaireType.key, key), ne(questionnaireType.id, exceptTypeId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Removes everything under the type (forms and, by cascade, subforms, groups, questions, options,
     * indicators) and their texts, which nothing cascades to. The type row itself stays.
     */
    async deleteContent(typeId: number): Promise<void> {
      const ofType = eq(form.questionnaireTypeId, typeId);
      const textIds = [
        ...(await db.select({ id: form.textId }).from(form).where(ofType)),
        ...(await db
          .select({ id: subform.textId })
          .from(subform)
          .innerJoin(form, eq(form.id, subform.formId))
          .where(ofType)),
        ...(await db
          .select({ id: questionGroup.textId })
          .from(questionGroup)
          .innerJoin(subform, eq(subform.id, questionGroup.subformId))
          .innerJoin(form, eq(form.id, subform.formId))
          .where(ofType)),
        ...(
          await db
            .select({ text: question.textId, heading: question.groupHeadingTextId, tip: question.tipTextId })
            .from(question)
            .innerJoin(questionGroup, eq(questionGroup.id, question.questionGroupId))
            .innerJoin(subform, eq(subform.id, questionGroup.subformId))
            .innerJoin(form, eq(form.id, subform.formId))
            .where(ofType)
        ).flatMap((row) => [row.text, row.heading, row.tip].flatMap((id) => (id === null ? [] : [{ id }]))),
        ...(await db
          .select({ id: answerOption.textId })
          .from(answerOption)
          .innerJoin(question, eq(question.id, answerOption.questionId))
          .innerJoin(questionGroup, eq(questionGroup.id, question.questionGroupId))
          .innerJoin(subform, eq(subform.id, questionGroup.subformId))
          .innerJoin(form, eq(form.id, subform.formId))
          .where(ofType)),
        ...(await db
          .select({ id: indicator.textId })
          .from(indicator)
          .innerJoin(form, eq(form.id, indicator.formId))
          .where(ofType)),
      ].map((row) => row.id);
      await db.delete(form).where(ofType);
      await deleteTexts(db, textIds);
    },

    /** The type's own fields, as an import that replaces it writes them. */
    async updateType(
      typeId: number,
      values: { key: string; textId: number; privilegedOnly: boolean; isActive: boolean },
    ): Promise<void> {
      await db.update(questionnaireType).set(values).where(eq(questionnaireType.id, typeId));
    },

    deleteTexts: (textIds: number[]) => deleteTexts(db, textIds),
  };
}

/** Text ids per statement: well under PostgreSQL's 65,535 parameters. */
const TEXT_IDS_PER_DELETE = 5000;

/** Deletes texts no row points at any more (their translations cascade). */
async function deleteTexts(db: Db, textIds: number[]): Promise<void> {
  for (let start = 0; start < textIds.length; start += TEXT_IDS_PER_DELETE) {
    await db
      .delete(translatedText)
      .where(inArray(translatedText.id, textIds.slice(start, start + TEXT_IDS_PER_DELETE)));
  }
}
