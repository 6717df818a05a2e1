import { wholeNumberOf } from '@engine/structure/check-whole-number';
import type { QuestionEntry, TranslatedText } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import type { QuestionValues, StoredQuestion } from '../../data/repositories/structure-question-repository';
import { saveTranslatedText } from '../../data/repositories/structure-question-texts';

/** The columns of a checked question entry, its texts stored, and the texts it no longer uses. */
export interface QuestionEntryValues {
  values: QuestionValues;
  /** Texts to delete once the question no longer points at them. */
  unusedTextIds: number[];
}

function hasWriting(text: TranslatedText | null | undefined): text is TranslatedText {
  return (text?.translations ?? []).some((entry) => entry.text.trim() !== '');
}

/**
 * Stores the texts of a checked question entry (into the question's own texts when it is edited) and
 * answers the columns to write. The entry replaces the question: a group heading or tip sent empty or
 * left out is removed, min and max left out become none; `isActive` left out keeps what is stored
 * (a new question is active).
 */
export async function questionEntryValues(
  db: Db,
  entry: QuestionEntry,
  saved: StoredQuestion | undefined,
): Promise<QuestionEntryValues> {
  const unusedTextIds: number[] = [];
  const optionalText = async (text: TranslatedText | null | undefined, textId: number | null) => {
    if (hasWriting(text)) return saveTranslatedText(db, text, textId);
    if (textId !== null) unusedTextIds.push(textId);
    return null;
  };
  const category = entry.category?.trim() ?? '';
  return {
    values: {
      answerTypeId: entry.answerTypeDicId,
      shortName: entry.shortName,
      textId: await saveTranslatedText(db, entry.text, saved?.textId ?? null),
      groupHeadingTextId: await optionalText(entry.questionGroup, saved?.groupHeadingTextId ?? null),
      tipTextId: await optionalText(entry.questionTip, saved?.tipTextId ?? null),
      category: category === '' ? null : category,
      min: wholeNumberOf(entry.min),
      max: wholeNumberOf(entry.max),
      maxAnswerQuestionId: entry.maxAnswerQuestionId ?? null,
      optionsFromQuestionId: entry.optionsFromQuestionId ?? null,
      isActive: entry.isActive ?? saved?.isActive ?? true,
    },
    unusedTextIds,
  };
}
