import type { FillQuestion } from '@schemas/generated/api/fill';
import type { AnswerValue } from '../answers/answer-value';
import type { FillContext } from '../context';
import { lookupsOf, type GroupLookups } from './lookups-of';
import { questionKey } from './question-key';

export type { GroupLookups };

/**
 * Lookups across questions for the rules of one group: a question of this group answers from the
 * values being edited, any other question from the saved answers the context carries.
 */
export function groupLookups(
  questions: readonly FillQuestion[],
  values: Readonly<Record<string, AnswerValue | undefined>>,
  context: FillContext,
): GroupLookups {
  const inGroup = new Set(questions.map((question) => question.questionId));
  return lookupsOf(
    (questionId) => inGroup.has(questionId),
    (questionId) => values[questionKey(questionId)],
    context,
  );
}
