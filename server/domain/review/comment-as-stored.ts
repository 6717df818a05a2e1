import type { ReviewComment } from '@schemas/generated/api/review';
import type { Db } from '../../data/database';
import { reviewCommentRepository } from '../../data/repositories/review-comment-repository';
import { AppError } from '../app-error';

/** One comment as stored now, with its replies: what the review writes answer. */
export async function commentAsStored(
  db: Db,
  questionnaireId: number,
  commentId: number,
): Promise<ReviewComment> {
  const [comment] = await reviewCommentRepository(db).commentsOf(questionnaireId, commentId);
  if (!comment) throw new AppError('NOT_FOUND');
  return comment;
}
