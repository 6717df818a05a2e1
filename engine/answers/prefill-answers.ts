import type { SavedAnswer } from '@schemas/generated/answers';

/** A question of a new group instance that starts with another question's latest answer. */
export interface PrefillTarget {
  /** The new filled question's id. */
  id: number;
  /** Dictionary id of the question to copy from (`prefillFromQuestionKey` of the structure). */
  prefillFromQuestionId: number;
}

/**
 * The answers a new group instance starts with: each target gets a copy (without ids or saving
 * dates) of the latest answers of its source question, e.g. the last pen's answers for a new pen.
 */
export function prefillAnswers(
  targets: readonly PrefillTarget[],
  latestAnswers: ReadonlyMap<number, readonly SavedAnswer[]>,
): Map<number, SavedAnswer[]> {
  const prefilled = new Map<number, SavedAnswer[]>();
  for (const target of targets) {
    const source = latestAnswers.get(target.prefillFromQuestionId);
    if (!source || source.length === 0) continue;
    prefilled.set(
      target.id,
      source.map(({ answerListId, answer, text, geomAnswer, gridGeomAnswer }) => ({
        answerListId,
        answer,
        text,
        geomAnswer,
        gridGeomAnswer,
      })),
    );
  }
  return prefilled;
}
