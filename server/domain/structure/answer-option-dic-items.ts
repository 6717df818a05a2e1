import type { AnswerOptionDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureQuestionOptionRepository } from '../../data/repositories/structure-question-option-repository';
import { translatedTextOf, translationsOf } from '../../data/repositories/structure-question-texts';

/**
 * Answer options of the dictionary as the structure editor reads them: a question's in their order, or
 * one, with the text in the locale and in all its languages.
 */
export async function answerOptionDicItems(
  db: Db,
  filter: { questionId: number } | { id: number },
  localeId: number,
): Promise<AnswerOptionDicItem[]> {
  const rows = await structureQuestionOptionRepository(db).rows(filter, localeId);
  const texts = await translationsOf(
    db,
    rows.map((row) => row.textId),
  );
  return rows.map((row) => ({
    id: row.id,
    questionId: row.questionId,
    answerTypeDicId: row.answerTypeId,
    name: row.name,
    text: translatedTextOf(row.textId, texts),
    isActive: row.isActive,
    hasInput: row.hasInput,
    min: row.min,
    max: row.max,
    maxAnswerQuestionId: row.maxAnswerQuestionId,
    skipQuestions: row.skipQuestions,
    skipQuestionsOffset: row.skipQuestionsOffset,
    shortName: row.shortName,
    orderKey: row.orderKey,
    hasAnswers: row.hasAnswers,
  }));
}
