import type { AnswerRevision } from '@schemas/generated/api/review';
import type { Db } from '../../../data/database';
import { answerRevisionRepository } from '../../../data/repositories/answer-revision-repository';
import { reviewCommentRepository } from '../../../data/repositories/review-comment-repository';
import { readableScope, type Caller } from '../read/readable-scope';

const REASONS = ['saved', 'restored', 'skipped', 'deleted', 'instanceDeleted'] as const;

function isReason(value: string): value is AnswerRevision['reason'] {
  return (REASONS as readonly string[]).includes(value);
}

/**
 * A filled question's history, newest first (GET secured/question/history/:id), for those who take
 * part in a review of its questionnaire: its farmer or expert and the coordinators who see it; any
 * other filled question is a 404. Histories start with this version of the server: earlier saves
 * left none. The answers of the same question in deleted instances of its group (same filled
 * subform) are listed with it, as `instanceDeleted` with the instance's name.
 */
export async function answerHistory(
  db: Db,
  caller: Caller,
  filledQuestionId: number,
): Promise<AnswerRevision[]> {
  await readableScope(filledQuestionId, (id) => reviewCommentRepository(db).filledQuestionScope(caller, id));
  const rows = await answerRevisionRepository(db).historyOf(filledQuestionId);
  return rows.flatMap(({ reason, changedAt, id: _id, filledQuestionId: _filledQuestionId, ...row }) =>
    isReason(reason) ? [{ ...row, reason, changedAt: changedAt.toISOString() }] : [],
  );
}
