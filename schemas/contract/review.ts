import type { AnswerRevision, ReviewComment } from '../generated/api/review';
import { defineEndpoint, listOf, ref, replyOf } from './endpoint';

const api = 'api/review';
const idParams = ref('api/dictionaries', 'IdParams');
const noQuery = ref('api/dictionaries', 'EmptyQuery');
/** Who takes part in a review: the coordinators, and the farmers and experts who fill questionnaires. */
const reviewers = ['coordinator', 'farmer', 'expert'] as const;

/**
 * Review comments on filled questions (issue 19). Which questionnaire a caller may reach is decided
 * per questionnaire: one outside their scope is a 404, as on the fill path.
 */
export const reviewEndpoints = {
  reviewCommentList: defineEndpoint({
    method: 'GET',
    path: '/secured/comment/list/:id',
    roles: reviewers,
    params: idParams,
    query: noQuery,
    reply: listOf<ReviewComment>(api, 'ReviewComment'),
  }),
  addReviewComment: defineEndpoint({
    method: 'POST',
    path: '/secured/comment/add',
    roles: ['coordinator'],
    query: noQuery,
    body: ref(api, 'NewReviewComment'),
    reply: replyOf<ReviewComment>(api, 'ReviewComment'),
  }),
  replyToReviewComment: defineEndpoint({
    method: 'POST',
    path: '/secured/comment/reply/:id',
    roles: reviewers,
    params: idParams,
    query: noQuery,
    body: ref(api, 'ReviewReplyBody'),
    reply: replyOf<ReviewComment>(api, 'ReviewComment'),
  }),
  /** A filled question's history: who changed its answers, when, to what, and what skips removed. */
  answerHistory: defineEndpoint({
    method: 'GET',
    path: '/secured/question/history/:id',
    roles: reviewers,
    params: idParams,
    query: noQuery,
    reply: listOf<AnswerRevision>(api, 'AnswerRevision'),
  }),
  resolveReviewComment: defineEndpoint({
    method: 'POST',
    path: '/secured/comment/resolve/:id',
    roles: reviewers,
    params: idParams,
    query: noQuery,
    reply: replyOf<ReviewComment>(api, 'ReviewComment'),
  }),
} as const;
