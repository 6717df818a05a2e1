import type { FillQuestion } from '@schemas/generated/api/fill';
import { isEmptyValue, type AnswerValue } from '../answers/answer-value';
import { chosenIds } from '../answers/chosen-ids';
import { answerKind } from '../kinds/index';

export interface Skips {
  /** Dictionary ids of the questions that are skipped (read-only, counted complete). */
  skipped: ReadonlySet<number>;
  /** Skipped questions that still hold an answer which must be deleted (never one whose kind keeps it, type 16). */
  toDelete: readonly FillQuestion[];
}

/**
 * Skip logic of one group, from the current values: a chosen option with `skipQuestions` n > 0 skips
 * the n questions that follow it, after `skipQuestionsOffset` more. Computed from scratch for the
 * whole group, so undoing a choice releases the questions. A skipped question's own choice skips
 * nothing. Only single-choice options skip.
 *
 * @param questions the group's questions in order (orderKey)
 */
export function computeSkips(
  questions: readonly FillQuestion[],
  valueOf: (question: FillQuestion) => AnswerValue | undefined,
): Skips {
  const skippedPositions = new Set<number>();
  questions.forEach((question, position) => {
    if (skippedPositions.has(position) || answerKind(question.answerTypeDicId).choice !== 'single') return;
    const [chosen] = chosenIds(valueOf(question));
    const option = question.answerList.find((candidate) => candidate.id === chosen);
    if (!option || option.skipQuestions <= 0) return;
    const first = position + 1 + option.skipQuestionsOffset;
    for (let target = first; target < Math.min(first + option.skipQuestions, questions.length); target += 1) {
      skippedPositions.add(target);
    }
  });
  const skippedQuestions = [...skippedPositions]
    .sort((a, b) => a - b)
    .flatMap((position) => questions[position] ?? []);
  return {
    skipped: new Set(skippedQuestions.map((question) => question.questionId)),
    toDelete: skippedQuestions.filter(
      (question) =>
        !answerKind(question.answerTypeDicId).keepsAnswerWhenSkipped && !isEmptyValue(valueOf(question)),
    ),
  };
}
