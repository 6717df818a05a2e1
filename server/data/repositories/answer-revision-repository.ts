import { desc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { answerRevision, appUser } from '../schema/index';

export type AnswerRevisionRow = typeof answerRevision.$inferInsert;

/** Why a filled question's answers changed. */
export type RevisionReason = 'saved' | 'skipped' | 'deleted';

/** The history of filled questions' answers (`answer_revision`). */
export function answerRevisionRepository(db: Db) {
  return {
    /** Records a change, in the transaction that made it. */
    async record(revision: AnswerRevisionRow & { reason: RevisionReason }): Promise<void> {
      await db.insert(answerRevision).values(revision);
    },

    /** A filled question's changes, newest first, with the address of whoever made each. */
    async historyOf(filledQuestionId: number) {
      return db
        .select({
          version: answerRevision.version,
          answers: answerRevision.answers,
          changedByEmail: appUser.email,
          changedAt: answerRevision.changedAt,
          reason: answerRevision.reason,
        })
        .from(answerRevision)
        .leftJoin(appUser, eq(appUser.id, answerRevision.changedByUserId))
        .where(eq(answerRevision.filledQuestionId, filledQuestionId))
        .orderBy(desc(answerRevision.version), desc(answerRevision.id));
    },
  };
}
