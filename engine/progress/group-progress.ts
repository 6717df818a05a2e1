import type { GroupInstance } from '@schemas/generated/api/fill';
import { answersToValue } from '../answers/answers-to-value';
import { computeSkips } from '../skip/compute-skips';
import { activeQuestions } from '../convert/active-questions';
import { isFilled } from './is-filled';

export interface GroupProgress {
  /** Questions answered, skipped ones not counted. */
  answered: number;
  /** Questions to answer: active and not skipped. */
  total: number;
  complete: boolean;
  /** Per question (dictionary id): skipped, or its first answer is filled. */
  completeQuestions: ReadonlySet<number>;
}

/**
 * Progress of a group instance from its saved answers: answered/total, where skipped questions count
 * in neither, and the group is complete when every question is skipped or answered.
 */
export function groupProgress(group: GroupInstance): GroupProgress {
  const questions = activeQuestions(group.questionList);
  const { skipped } = computeSkips(questions, (question) =>
    answersToValue(question.answerTypeDicId, question.answers),
  );
  const completeQuestions = new Set<number>();
  let answered = 0;
  for (const question of questions) {
    const filled = isFilled(question.answers[0]);
    if (skipped.has(question.questionId) || filled) completeQuestions.add(question.questionId);
    if (!skipped.has(question.questionId) && filled) answered += 1;
  }
  const total = questions.length - skipped.size;
  return { answered, total, complete: answered === total, completeQuestions };
}
