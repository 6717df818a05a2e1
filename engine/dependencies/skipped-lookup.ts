import type { FillQuestion } from '@schemas/generated/api/fill';
import type { AnswerValue } from '../answers/answer-value';
import { chosenIds } from '../answers/chosen-ids';
import { answerKind } from '../kinds/index';
import type { GroupStructure } from './group-structure';

/**
 * Whether a question is skipped, by the rule of `computeSkips` (a chosen option skips the questions
 * of its range; a skipped question's own choice skips nothing), asking only the questions that may
 * skip it and, in turn, those that may skip them. Answers are memoised for the lookup's lifetime.
 *
 * @param questionOf the shown question of a dictionary id
 * @param valueOf the value a question holds now (as typed, before skipped answers are cleared)
 */
export function skippedLookup(
  structure: GroupStructure,
  questionOf: (questionId: number) => FillQuestion | undefined,
  valueOf: (questionId: number) => AnswerValue | undefined,
): (questionId: number) => boolean {
  const known = new Map<number, boolean>();
  const skips = (skipper: number, target: number): boolean => {
    const question = questionOf(skipper);
    if (!question || answerKind(question.answerTypeDicId).choice !== 'single') return false;
    const [chosen] = chosenIds(valueOf(skipper));
    const option = question.answerList.find((candidate) => candidate.id === chosen);
    if (!option || option.skipQuestions <= 0) return false;
    const from = structure.position.get(skipper);
    const at = structure.position.get(target);
    if (from === undefined || at === undefined) return false;
    const first = from + 1 + option.skipQuestionsOffset;
    return at >= first && at < first + option.skipQuestions;
  };
  const skipped = (questionId: number): boolean => {
    const memo = known.get(questionId);
    if (memo !== undefined) return memo;
    // Skippers come earlier in the group, so this recursion ends.
    const result = (structure.skippers.get(questionId) ?? []).some(
      (skipper) => skips(skipper, questionId) && !skipped(skipper),
    );
    known.set(questionId, result);
    return result;
  };
  return skipped;
}
