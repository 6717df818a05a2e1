import type { ReviewComment } from '@schemas/generated/api/review';
import type { Db } from '../../data/database';
import { reviewCommentRepository } from '../../data/repositories/review-comment-repository';
import { readableScope, type Caller } from '../fill/read/readable-scope';

/**
 * A questionnaire's review comments with their replies (GET secured/comment/list/:id), for its farmer
 * or expert and the coordinators who may see it; any other questionnaire is a 404.
 */
export async function listReviewComments(
  db: Db,
  caller: Caller,
  questionnaireId: number,
): Promise<ReviewComment[]> {
  const comments = reviewCommentRepository(db);
  await readableScope(questionnaireId, (id) => comments.questionnaireScope(caller, id));
  return comments.commentsOf(questionnaireId);
}
