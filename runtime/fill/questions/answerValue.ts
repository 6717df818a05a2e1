import { isAnswerValue, isEmptyValue, type AnswerValue } from '@engine/answers/answer-value';
import { deepEquals } from '@rjsf/utils';

export type ReadValue = { ok: true; value: AnswerValue | undefined } | { ok: false };

/**
 * What a card's form reports → an answer value. RJSF fills an unanswered object question with `{}`
 * when it mounts; that, and anything else that is no answer value, is not a change to save.
 */
export function readAnswerValue(formData: unknown): ReadValue {
  if (formData === undefined || formData === null) return { ok: true, value: undefined };
  if (isAnswerValue(formData)) return { ok: true, value: formData };
  return { ok: false };
}

/**
 * Both unanswered (`undefined`, `''`, `[]` save alike), or the same answer: RJSF's echo of what it
 * was given, or its empty default on mount, is no change.
 */
export function sameAnswer(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  return (isEmptyValue(a) && isEmptyValue(b)) || deepEquals(a, b);
}
