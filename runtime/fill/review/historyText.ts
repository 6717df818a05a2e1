import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillAnswerOption } from '@schemas/generated/api/fill';
import type { CardTexts } from '../questions/QuestionCard';

/**
 * The answers of a history entry as one line: a choice by its option's text (with its value), a value
 * or text as typed, a map point by its coordinates, a grid square as such.
 */
export function historyText(
  answers: readonly SavedAnswer[],
  options: readonly FillAnswerOption[],
  t: CardTexts['t'],
): string {
  if (answers.length === 0) return t('fillQuestions.history.empty');
  return answers
    .map((saved) => {
      const parts: string[] = [];
      if (saved.answerListId !== undefined && saved.answerListId !== null) {
        const option = options.find((candidate) => candidate.id === saved.answerListId);
        parts.push(option?.text ?? t('fillQuestions.history.unknownOption', { id: saved.answerListId }));
      }
      if (saved.answer !== undefined && saved.answer !== null && saved.answer !== '')
        parts.push(saved.answer);
      if (saved.text !== undefined && saved.text !== null && saved.text !== '') parts.push(saved.text);
      if (saved.geomAnswer) {
        const [longitude, latitude] = saved.geomAnswer.coordinates;
        parts.push(t('fillQuestions.history.point', { latitude, longitude }));
      }
      if (saved.gridGeomAnswer) parts.push(t('fillQuestions.history.gridSquare'));
      return parts.join(': ');
    })
    .join('; ');
}
