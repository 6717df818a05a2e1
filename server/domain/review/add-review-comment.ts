import type { NewReviewComment, ReviewComment } from '@schemas/generated/api/review';
import type { Db } from '../../data/database';
import { reviewCommentRepository } from '../../data/repositories/review-comment-repository';
import { readableScope, type Caller } from '../fill/read/readable-scope';
import { commentAsStored } from './comment-as-stored';

/**
 * A coordinator's comment on a filled question (POST secured/comment/add; the contract admits
 * coordinators only) of a questionnaire they may see; any other filled question is a 404. The text is
 * kept as typed.
 */
export async function addReviewComment(
  db: Db,
  caller: Caller,
  body: NewReviewComment,
  now: Date,
): Promise<ReviewComment> {
  return db.transaction(async (tx) => {
    const comments = reviewCommentRepository(tx);
    const scope = await readableScope(body.filledQuestionId, (id) =>
      comments.filledQuestionScope(caller, id),
    );
    const commentId = await comments.insertComment({
      questionnaireId: scope.questionnaireId,
      filledQuestionId: body.filledQuestionId,
      authorUserId: caller.id,
      text: body.text,
      createdAt: now,
    });
    return commentAsStored(tx, scope.questionnaireId, commentId);
  });
}
