import { answerKind } from '@engine/kinds/index';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { AppError } from '../../app-error';

/**
 * Map answers are not given in the first subform of a form (specification, answer controls; the
 * studio offers map types only outside it): a save of a map answer to a question there is refused
 * (400 MAP_NOT_IN_FIRST_SUBFORM), whatever the structure holds. The kind says what a map answer is
 * (`mapDefault`). Clearing one is allowed, so an answer stored before the rule can be removed.
 */
export function refuseMapInFirstSubform(
  question: FillQuestion,
  sent: readonly SavedAnswer[],
  inFirstSubform: boolean,
): void {
  if (inFirstSubform && sent.length > 0 && answerKind(question.answerTypeDicId).mapDefault !== undefined) {
    throw new AppError('MAP_NOT_IN_FIRST_SUBFORM');
  }
}
