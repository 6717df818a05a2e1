import type { RestorableAnswer } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { answerRevisionRepository } from '../../../data/repositories/answer-revision-repository';
import { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
import { reviewCommentRepository } from '../../../data/repositories/review-comment-repository';
import { readableScope, type Caller } from '../read/readable-scope';

/**
 * What the fill screen may offer to restore on a filled question (GET secured/question/restorable/:id):
 * the answers skip logic or the delete call removed, while the question holds no answers and that
 * removal is its latest change; an empty list otherwise. For the questionnaire's farmer or expert
 * (the contract lets only the fill writers call it); any other filled question is a 404.
 */
export async function restorableAnswer(
  db: Db,
  caller: Caller,
  filledQuestionId: number,
): Promise<RestorableAnswer[]> {
  await readableScope(filledQuestionId, (id) => reviewCommentRepository(db).filledQuestionScope(caller, id));
  const stored = await fillWriteQuestionRepository(db).stored(filledQuestionId);
  if (!stored || stored.answers.length > 0) return [];
  const latest = await answerRevisionRepository(db).latestOf(filledQuestionId);
  if (!latest || latest.answers.length === 0) return [];
  const { reason } = latest;
  if (reason !== 'skipped' && reason !== 'deleted') return [];
  return [
    { revisionId: latest.id, reason, answers: latest.answers, changedAt: latest.changedAt.toISOString() },
  ];
}
