import type { FillQuestion } from '@schemas/generated/api/fill';
import { answerKind } from '../kinds/index';

/** The answers outside a group that the rules of some of its questions read. */
export interface OutsideAnswersRead {
  /**
   * Dictionary ids of the questions outside the group whose saved answers (their first instance) the
   * rules read: another question's answer as a maximum, or an option offered only while another
   * question has a given choice. Ascending.
   */
  answersOf: number[];
  /** Dictionary ids of the questions whose answers are offered as options (wherever they are). Ascending. */
  optionsFrom: number[];
}

function ascendingUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Which answers outside the group the rules of `readers` read: the one rule the fill screen (for a
 * whole group) and the server (for the question being saved) both follow, so both read the same.
 *
 * @param readers the questions whose rules are applied
 * @param group every question of their group instance (answers inside it are the values being edited)
 */
export function outsideAnswersRead(
  readers: readonly FillQuestion[],
  group: readonly FillQuestion[] = readers,
): OutsideAnswersRead {
  const inGroup = new Set(group.map((question) => question.questionId));
  const referenced = readers.flatMap((question) => [
    question.maxAnswerQuestionId,
    ...question.answerList.flatMap((option) => [
      option.maxAnswerQuestionId,
      option.availableWhen?.questionId,
    ]),
  ]);
  const sources = readers.flatMap((question) =>
    answerKind(question.answerTypeDicId).readsOptionsFromQuestion ? [question.optionsFromQuestionId] : [],
  );
  return {
    answersOf: ascendingUnique(
      referenced.filter((id): id is number => typeof id === 'number' && !inGroup.has(id)),
    ),
    optionsFrom: ascendingUnique(sources.filter((id): id is number => typeof id === 'number')),
  };
}
