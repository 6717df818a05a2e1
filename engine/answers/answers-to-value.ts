import type { SavedAnswer } from '@schemas/generated/answers';
import type { AnswerTypeId } from '../kinds/answer-kind';
import { answerKind } from '../kinds/index';
import type { AnswerValue } from './answer-value';

/**
 * Saved answers of one question → the value its widget shows (formData), by its answer kind. The
 * inverse of `valueToAnswers`: converting back gives the same answers. No answers give no value.
 */
export function answersToValue(
  answerType: AnswerTypeId,
  answers: readonly SavedAnswer[],
): AnswerValue | undefined {
  const [first, ...rest] = answers;
  return first ? answerKind(answerType).toValue([first, ...rest]) : undefined;
}
