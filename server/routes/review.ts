import { Router, type Request } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { answerHistory } from '../domain/fill/history/answer-history';
import { addReviewComment } from '../domain/review/add-review-comment';
import { listReviewComments } from '../domain/review/list-review-comments';
import { replyToReviewComment } from '../domain/review/reply-to-review-comment';
import { resolveReviewComment } from '../domain/review/resolve-review-comment';
import { currentUser } from '../http/current-user';
import { registerEndpoint } from '../http/register-endpoint';

/**
 * Review comments on filled questions, and the answers' history a review reads: coordinators start them; the questionnaire's farmer or expert
 * and the coordinators read, answer and resolve them (the contract's roles, then each use case's
 * questionnaire scope: 404 outside it).
 */
export function reviewRoutes(db: Db, now: () => Date): Router {
  const router = Router();
  const pathId = (req: Request) => Number(req.params.id);

  registerEndpoint(router, apiContract.reviewCommentList, async (req, res) => {
    res.json({ success: true, data: await listReviewComments(db, currentUser(res), pathId(req)) });
  });

  registerEndpoint(router, apiContract.addReviewComment, async (req, res) => {
    res.json({ success: true, data: await addReviewComment(db, currentUser(res), req.body, now()) });
  });

  registerEndpoint(router, apiContract.replyToReviewComment, async (req, res) => {
    res.json({
      success: true,
      data: await replyToReviewComment(db, currentUser(res), pathId(req), req.body, now()),
    });
  });

  registerEndpoint(router, apiContract.answerHistory, async (req, res) => {
    res.json({ success: true, data: await answerHistory(db, currentUser(res), pathId(req)) });
  });

  registerEndpoint(router, apiContract.resolveReviewComment, async (req, res) => {
    res.json({ success: true, data: await resolveReviewComment(db, currentUser(res), pathId(req), now()) });
  });
  return router;
}
