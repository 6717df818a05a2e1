import type { ReviewComment } from '@schemas/generated/api/review';
import type { Db } from '../../data/database';
import { reviewCommentRepository } from '../../data/repositories/review-comment-repository';
import { readableScope, type Caller } from '../fill/read/readable-scope';
import { commentAsStored } from './comment-as-stored';

/**
 * Marks a review comment resolved (POST secured/comment/resolve/:id), by the questionnaire's farmer
 * or expert or a coordinator who may see it. Resolving a resolved comment changes nothing and answers
 * it as stored, so a repeated request (a retry after a lost reply) is harmless.
 */
export async function resolveReviewComment(
  db: Db,
  caller: Caller,
  commentId: number,
  now: Date,
): Promise<ReviewComment> {
  return db.transaction(async (tx) => {
    const comments = reviewCommentRepository(tx);
    const scope = await readableScope(commentId, (id) => comments.commentScope(caller, id));
    await comments.resolve(commentId, caller.id, now);
    return commentAsStored(tx, scope.questionnaireId, commentId);
  });
}
