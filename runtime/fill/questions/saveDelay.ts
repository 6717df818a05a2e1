import type { AnswerTypeId } from '@engine/answer-types';
import { answerKind } from '@engine/kinds/index';

export { DATE_SAVE_DELAY_MS, SAVE_DELAY_MS, TEXT_SAVE_DELAY_MS } from '@engine/kinds/shared/save-delays';

/** How long a question waits after the last change before it saves (its answer kind's delay). */
export function saveDelay(answerType: AnswerTypeId): number {
  return answerKind(answerType).saveDelayMs;
}
