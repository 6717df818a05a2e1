import type { ReviewComment, ReviewReplyBody } from '@schemas/generated/api/review';
import type { Db } from '../../data/database';
import { reviewCommentRepository } from '../../data/repositories/review-comment-repository';
import { AppError } from '../app-error';
import { readableScope, type Caller } from '../fill/read/readable-scope';
import { commentAsStored } from './comment-as-stored';

/**
 * An answer to a review comment (POST secured/comment/reply/:id) by the questionnaire's farmer or
 * expert or a coordinator who may see it. A resolved comment takes no more replies (409
 * COMMENT_RESOLVED): the discussion is closed, a new point is a new comment.
 */
export async function replyToReviewComment(
  db: Db,
  caller: Caller,
  commentId: number,
  body: ReviewReplyBody,
  now: Date,
): Promise<ReviewComment> {
  return db.transaction(async (tx) => {
    const comments = reviewCommentRepository(tx);
    const scope = await readableScope(commentId, (id) => comments.commentScope(caller, id));
    const before = await commentAsStored(tx, scope.questionnaireId, commentId);
    if (before.resolvedAt !== null) throw new AppError('COMMENT_RESOLVED');
    await comments.insertReply({ commentId, authorUserId: caller.id, text: body.text, createdAt: now });
    return commentAsStored(tx, scope.questionnaireId, commentId);
  });
}
