import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewComment, ReviewReply } from '@schemas/generated/api/review';
import { visibleQuestionnaireCondition } from '../access-scope';
import type { Db } from '../database';
import {
  appUser,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  questionnaire,
  reviewComment,
  reviewReply,
  unit,
} from '../schema/index';
import { fromFilledQuestionPlace } from './filled-question-joins';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** Where a review call points, and whether the caller may see that questionnaire. */
export interface ReviewScope {
  questionnaireId: number;
  readable: boolean;
}

const author = alias(appUser, 'author');
const resolver = alias(appUser, 'resolver');
const readableBy = (caller: Caller) => sql<boolean>`(${visibleQuestionnaireCondition(caller)})`;

/** Review comments and their replies (`review_comment`, `review_reply`). */
export function reviewCommentRepository(db: Db) {
  return {
    async questionnaireScope(caller: Caller, questionnaireId: number): Promise<ReviewScope | undefined> {
      const [row] = await db
        .select({ questionnaireId: questionnaire.id, readable: readableBy(caller) })
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(questionnaire.id, questionnaireId));
      return row && { questionnaireId: row.questionnaireId, readable: row.readable === true };
    },

    /** The questionnaire of a filled question, through its group instance, subform and form (its place). */
    async filledQuestionScope(caller: Caller, filledQuestionId: number): Promise<ReviewScope | undefined> {
      const [row] = await fromFilledQuestionPlace(
        db.select({ questionnaireId: questionnaire.id, readable: readableBy(caller) }),
      ).where(eq(filledQuestion.id, filledQuestionId));
      return row && { questionnaireId: row.questionnaireId, readable: row.readable === true };
    },

    async commentScope(caller: Caller, commentId: number): Promise<ReviewScope | undefined> {
      const [row] = await db
        .select({ questionnaireId: questionnaire.id, readable: readableBy(caller) })
        .from(reviewComment)
        .innerJoin(questionnaire, eq(questionnaire.id, reviewComment.questionnaireId))
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(reviewComment.id, commentId));
      return row && { questionnaireId: row.questionnaireId, readable: row.readable === true };
    },

    async insertComment(comment: typeof reviewComment.$inferInsert): Promise<number> {
      const [row] = await db.insert(reviewComment).values(comment).returning({ id: reviewComment.id });
      if (!row) throw new Error('No row returned for a new review comment');
      return row.id;
    },

    async insertReply(reply: typeof reviewReply.$inferInsert): Promise<void> {
      await db.insert(reviewReply).values(reply);
    },

    /** Marks a comment resolved unless it already is (the first resolution is kept). */
    async resolve(commentId: number, userId: number, at: Date): Promise<void> {
      await db
        .update(reviewComment)
        .set({ resolvedAt: at, resolvedByUserId: userId })
        .where(and(eq(reviewComment.id, commentId), isNull(reviewComment.resolvedAt)));
    },

    /** A questionnaire's comments (or one of them), oldest first, each with its replies oldest first. */
    async commentsOf(questionnaireId: number, commentId?: number): Promise<ReviewComment[]> {
      const rows = await db
        .select({
          id: reviewComment.id,
          questionnaireId: reviewComment.questionnaireId,
          filledQuestionId: reviewComment.filledQuestionId,
          questionId: filledQuestion.questionId,
          filledQuestionListId: filledQuestion.filledQuestionListId,
          filledSubformId: filledQuestionList.filledSubformId,
          filledFormId: filledSubform.filledFormId,
          text: reviewComment.text,
          authorUserId: author.id,
          authorEmail: author.email,
          createdAt: reviewComment.createdAt,
          resolvedAt: reviewComment.resolvedAt,
          resolvedByEmail: resolver.email,
        })
        .from(reviewComment)
        .innerJoin(filledQuestion, eq(filledQuestion.id, reviewComment.filledQuestionId))
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
        .leftJoin(author, eq(author.id, reviewComment.authorUserId))
        .leftJoin(resolver, eq(resolver.id, reviewComment.resolvedByUserId))
        .where(
          and(
            eq(reviewComment.questionnaireId, questionnaireId),
            commentId === undefined ? undefined : eq(reviewComment.id, commentId),
          ),
        )
        .orderBy(asc(reviewComment.createdAt), asc(reviewComment.id));
      const replies = await repliesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
        replies: replies.get(row.id) ?? [],
      }));
    },

    /** How many comments of a questionnaire are still open. */
    async openCount(questionnaireId: number): Promise<number> {
      const [row] = await db
        .select({ open: sql<number>`count(*)::int` })
        .from(reviewComment)
        .where(and(eq(reviewComment.questionnaireId, questionnaireId), isNull(reviewComment.resolvedAt)));
      return row?.open ?? 0;
    },
  };
}

async function repliesOf(db: Db, commentIds: number[]): Promise<Map<number, ReviewReply[]>> {
  const byComment = new Map<number, ReviewReply[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .select({
      commentId: reviewReply.commentId,
      id: reviewReply.id,
      text: reviewReply.text,
      authorUserId: author.id,
      authorEmail: author.email,
      createdAt: reviewReply.createdAt,
    })
    .from(reviewReply)
    .leftJoin(author, eq(author.id, reviewReply.authorUserId))
    .where(inArray(reviewReply.commentId, commentIds))
    .orderBy(asc(reviewReply.createdAt), asc(reviewReply.id));
  for (const { commentId, createdAt, ...reply } of rows) {
    const list = byComment.get(commentId) ?? [];
    list.push({ ...reply, createdAt: createdAt.toISOString() });
    byComment.set(commentId, list);
  }
  return byComment;
}
