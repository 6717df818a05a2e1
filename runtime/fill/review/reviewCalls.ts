import { apiContract } from '@schemas/contract/index';
import { contractCall } from '../../shared/api/contractCall';

/** A questionnaire's review comments with their replies, oldest first. */
export function reviewCommentListCall(questionnaireId: number) {
  return contractCall(apiContract.reviewCommentList, { params: { id: questionnaireId } });
}

/** A coordinator's comment on a filled question. */
export function addReviewCommentCall(filledQuestionId: number, text: string) {
  return contractCall(apiContract.addReviewComment, { body: { filledQuestionId, text } });
}

export function replyToReviewCommentCall(commentId: number, text: string) {
  return contractCall(apiContract.replyToReviewComment, { params: { id: commentId }, body: { text } });
}

export function resolveReviewCommentCall(commentId: number) {
  return contractCall(apiContract.resolveReviewComment, { params: { id: commentId } });
}

/** A filled question's history: every change of its answers, newest first. */
export function answerHistoryCall(filledQuestionId: number) {
  return contractCall(apiContract.answerHistory, { params: { id: filledQuestionId } });
}
