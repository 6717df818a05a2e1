import type { Db } from '../../../data/database';
import {
  answerRevisionRepository,
  type RemovalReason,
} from '../../../data/repositories/answer-revision-repository';
import { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
import type { Caller } from '../read/readable-scope';
import { savedAnswer } from '../read/saved-answer';

/**
 * Records in a filled question's history the answers a skip or the delete call is about to remove,
 * at the version the removal gives it: call it after the version was raised and before the answers
 * are replaced. They are kept, with who removed them and when, so they can be shown and restored,
 * also for answers saved before histories were kept.
 */
export async function recordRemoval(
  tx: Db,
  filledQuestionId: number,
  caller: Caller,
  now: Date,
  reason: Exclude<RemovalReason, 'instanceDeleted'>,
): Promise<void> {
  const stored = await fillWriteQuestionRepository(tx).stored(filledQuestionId);
  if (!stored) return;
  await answerRevisionRepository(tx).record({
    filledQuestionId,
    version: stored.version,
    answers: stored.answers.map(savedAnswer),
    changedByUserId: caller.id,
    changedAt: now,
    reason,
  });
}
