import type { FillQuestion } from '@schemas/generated/api/fill';
import { answersToValue } from '../answers/answers-to-value';
import type { GroupProgress } from '../progress/group-progress';
import { isFilled } from '../progress/is-filled';
import type { GroupStructure } from './group-structure';
import { skippedLookup } from './skipped-lookup';

/** The changed questions and every question whose skip state their answers may change, transitively. */
function skipReach(structure: GroupStructure, changed: Iterable<number>): Set<number> {
  const reached = new Set<number>();
  const queue: number[] = [];
  for (const questionId of changed) {
    if (structure.position.has(questionId) && !reached.has(questionId)) {
      reached.add(questionId);
      queue.push(questionId);
    }
  }
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const target of structure.skipTargets.get(next) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}

/**
 * `groupProgress` after some questions' saved answers changed, from the progress before: only those
 * questions and the ones their choices may skip (transitively) are looked at again.
 *
 * @param before the shown questions of a dictionary id as `previous` counted them
 * @param after the same after the change
 * @param changed dictionary ids of the questions whose saved answers changed
 */
export function groupProgressAfter(
  previous: GroupProgress,
  structure: GroupStructure,
  before: (questionId: number) => FillQuestion | undefined,
  after: (questionId: number) => FillQuestion | undefined,
  changed: Iterable<number>,
): GroupProgress {
  const savedValue =
    (questionOf: (questionId: number) => FillQuestion | undefined) => (questionId: number) => {
      const question = questionOf(questionId);
      return question ? answersToValue(question.answerTypeDicId, question.answers) : undefined;
    };
  const skippedBefore = skippedLookup(structure, before, savedValue(before));
  const skippedAfter = skippedLookup(structure, after, savedValue(after));
  const completeQuestions = new Set(previous.completeQuestions);
  let { answered, total } = previous;
  for (const questionId of skipReach(structure, changed)) {
    const wasSkipped = skippedBefore(questionId);
    const isSkipped = skippedAfter(questionId);
    const wasFilled = isFilled(before(questionId)?.answers[0]);
    const filled = isFilled(after(questionId)?.answers[0]);
    answered += (!isSkipped && filled ? 1 : 0) - (!wasSkipped && wasFilled ? 1 : 0);
    total += (wasSkipped ? 1 : 0) - (isSkipped ? 1 : 0);
    if (isSkipped || filled) completeQuestions.add(questionId);
    else completeQuestions.delete(questionId);
  }
  return { answered, total, complete: answered === total, completeQuestions };
}
