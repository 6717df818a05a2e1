import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { AnswerValue, OptionWithValue } from './answer-value';
import { storedDateToDisplay } from './format-date';

function decimalToDisplay(stored: string): string {
  return stored.replace('.', ',');
}

function chosenOptionIds(answers: readonly SavedAnswer[]): number[] {
  return answers.flatMap((answer) => (typeof answer.answerListId === 'number' ? [answer.answerListId] : []));
}

/**
 * Saved answers of one question → the value its widget shows (formData). The inverse of
 * `valueToAnswers`: converting back gives the same answers.
 */
export function answersToValue(
  answerType: FillQuestion['answerTypeDicId'],
  answers: readonly SavedAnswer[],
): AnswerValue | undefined {
  const [first] = answers;
  if (!first) return undefined;
  switch (answerType) {
    case 1:
    case 3:
      return first.answer ?? undefined;
    case 2:
      return typeof first.answer === 'string' ? decimalToDisplay(first.answer) : undefined;
    case 9:
      return typeof first.answer === 'string' ? storedDateToDisplay(first.answer) : undefined;
    case 4:
    case 8:
    case 10:
    case 16:
      return first.answerListId ?? undefined;
    case 5:
      return typeof first.answerListId === 'number'
        ? { optionId: first.answerListId, value: first.answer ?? '' }
        : undefined;
    case 6:
      return chosenOptionIds(answers);
    case 7:
      return answers.flatMap((answer): OptionWithValue[] =>
        typeof answer.answerListId === 'number'
          ? [{ optionId: answer.answerListId, value: answer.answer ?? '' }]
          : [],
      );
    case 11: {
      const point = first.geomAnswer;
      if (!point) return undefined;
      const [longitude, latitude] = point.coordinates;
      return typeof latitude === 'number' && typeof longitude === 'number'
        ? { latitude, longitude }
        : undefined;
    }
    case 12:
      return first.gridGeomAnswer
        ? { squareId: first.answer ?? '', geometry: first.gridGeomAnswer }
        : undefined;
    case 13:
      return answers.flatMap((answer) =>
        answer.answer && /^\d+$/.test(answer.answer) ? [Number(answer.answer)] : [],
      );
  }
}
