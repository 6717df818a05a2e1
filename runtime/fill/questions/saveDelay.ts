import type { AnswerTypeId } from '@engine/answer-types';

/** Specification section 9: 1000 ms after a change, 1500 ms for a date, 2200 ms for a long text. */
export const SAVE_DELAY_MS = 1000;
export const DATE_SAVE_DELAY_MS = 1500;
export const TEXT_SAVE_DELAY_MS = 2200;

/** How long a question waits after the last change before it saves. */
export function saveDelay(answerType: AnswerTypeId): number {
  if (answerType === 9) return DATE_SAVE_DELAY_MS;
  if (answerType === 3) return TEXT_SAVE_DELAY_MS;
  return SAVE_DELAY_MS;
}
