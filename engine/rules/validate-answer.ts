import type { FillQuestion } from '@schemas/generated/api/fill';
import { isEmptyValue, type AnswerValue } from '../answers/answer-value';
import { answerKind } from '../kinds/index';
import type { RuleMessage } from '../messages';
import type { RuleContext } from './rule-context';

export type { RuleContext } from './rule-context';

/**
 * Checks one question's value by the rules of its answer kind. Returns the first broken rule's
 * message, or undefined when the value may be saved. An empty value is valid except for a mandatory
 * kind (the rating, type 10). Skipped questions are not checked (see computeSkips).
 */
export function validateAnswer(
  question: FillQuestion,
  value: AnswerValue | undefined,
  rules: RuleContext,
): RuleMessage | undefined {
  const kind = answerKind(question.answerTypeDicId);
  if (value === undefined || isEmptyValue(value))
    return kind.mandatory ? { key: 'FIELD_REQUIRED' } : undefined;
  return kind.validate(question, value, rules);
}
