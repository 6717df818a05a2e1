import { isAnswerTypeId } from '@engine/kinds/index';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import {
  structureQuestionRepository,
  type QuestionDicRow,
} from '../../data/repositories/structure-question-repository';
import { translatedTextOf, translationsOf } from '../../data/repositories/structure-question-texts';

function itemOf(row: QuestionDicRow, texts: Awaited<ReturnType<typeof translationsOf>>): QuestionDicItem {
  const answerTypeDicId = row.answerTypeId;
  if (!isAnswerTypeId(answerTypeDicId)) throw new Error(`Question ${row.id} has an unknown answer type`);
  return {
    id: row.id,
    questionListDicId: row.questionGroupId,
    answerTypeDicId,
    name: row.name,
    text: translatedTextOf(row.textId, texts),
    questionGroup: row.groupHeadingTextId === null ? null : translatedTextOf(row.groupHeadingTextId, texts),
    questionTip: row.tipTextId === null ? null : translatedTextOf(row.tipTextId, texts),
    min: row.min,
    max: row.max,
    maxAnswerQuestionId: row.maxAnswerQuestionId,
    optionsFromQuestionId: row.optionsFromQuestionId,
    isActive: row.isActive,
    shortName: row.shortName,
    questionOrderKey: row.orderKey,
    category: row.category,
    optionCount: row.optionCount,
    hasAnswers: row.hasAnswers,
  };
}

/**
 * Questions of the dictionary as the structure editor reads them: a group's in their order, or one,
 * with the name in the locale and the text, group heading and tip in all their languages.
 */
export async function questionDicItems(
  db: Db,
  filter: { groupId: number } | { id: number },
  localeId: number,
): Promise<QuestionDicItem[]> {
  const rows = await structureQuestionRepository(db).rows(filter, localeId);
  const textIds = rows.flatMap((row) =>
    [row.textId, row.groupHeadingTextId, row.tipTextId].filter((id): id is number => id !== null),
  );
  const texts = await translationsOf(db, textIds);
  return rows.map((row) => itemOf(row, texts));
}
