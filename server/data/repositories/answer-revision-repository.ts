import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { Db } from '../database';
import { answerRevision, appUser, filledQuestion, filledQuestionList } from '../schema/index';

/** A change to record: its filled question, the version after it, the answers, who, when and why. */
export interface RevisionToRecord {
  filledQuestionId: number;
  version: number;
  answers: SavedAnswer[];
  changedByUserId: number | null;
  changedAt: Date;
  reason: RevisionReason;
}

/** Why a filled question's answers changed. */
export type RevisionReason = 'saved' | 'restored' | RemovalReason;

/** Why answers were removed: skip logic, the delete call, or the deletion of their group instance. */
export type RemovalReason = 'skipped' | 'deleted' | 'instanceDeleted';

export const REMOVAL_REASONS: readonly RemovalReason[] = ['skipped', 'deleted', 'instanceDeleted'];

const historyColumns = {
  id: answerRevision.id,
  version: answerRevision.version,
  answers: answerRevision.answers,
  changedByEmail: appUser.email,
  changedAt: answerRevision.changedAt,
  reason: answerRevision.reason,
  instanceName: answerRevision.instanceName,
  filledQuestionId: answerRevision.filledQuestionId,
};

/** The history of filled questions' answers (`answer_revision`). */
export function answerRevisionRepository(db: Db) {
  return {
    /**
     * Records a change, in the transaction that made it, with the place of its question (filled
     * subform, dictionary question, instance name) read by the same statement.
     */
    async record(revision: RevisionToRecord): Promise<void> {
      await db.execute(sql`
        insert into answer_revision (filled_question_id, filled_subform_id, question_id, instance_name,
          version, answers, changed_by_user_id, changed_at, reason)
        select fq.id, fql.filled_subform_id, fq.question_id, fql.name, ${revision.version},
          ${JSON.stringify(revision.answers)}::jsonb, ${revision.changedByUserId},
          ${revision.changedAt.toISOString()}::timestamptz, ${revision.reason}
        from filled_question fq join filled_question_list fql on fql.id = fq.filled_question_list_id
        where fq.id = ${revision.filledQuestionId}`);
    },

    /**
     * Records the removal of answered questions of a group instance about to be deleted: one
     * 'instanceDeleted' revision per question, at its version, with the answers it held.
     */
    async recordInstanceRemoval(
      removed: readonly {
        filledQuestionId: number;
        filledSubformId: number;
        questionId: number;
        instanceName: string | null;
        version: number;
        answers: SavedAnswer[];
      }[],
      changedByUserId: number,
      changedAt: Date,
    ): Promise<void> {
      if (removed.length === 0) return;
      await db
        .insert(answerRevision)
        .values(removed.map((row) => ({ ...row, changedByUserId, changedAt, reason: 'instanceDeleted' })));
    },

    /**
     * A filled question's changes, newest first, with the address of whoever made each; with them
     * the removals of the same dictionary question in deleted group instances of its filled subform.
     */
    async historyOf(filledQuestionId: number) {
      const place = db
        .select({
          filledSubformId: filledQuestionList.filledSubformId,
          questionId: filledQuestion.questionId,
        })
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .where(eq(filledQuestion.id, filledQuestionId))
        .as('place');
      return db
        .select(historyColumns)
        .from(answerRevision)
        .leftJoin(appUser, eq(appUser.id, answerRevision.changedByUserId))
        .leftJoin(place, sql`true`)
        .where(
          or(
            eq(answerRevision.filledQuestionId, filledQuestionId),
            and(
              isNull(answerRevision.filledQuestionId),
              eq(answerRevision.filledSubformId, place.filledSubformId),
              eq(answerRevision.questionId, place.questionId),
            ),
          ),
        )
        .orderBy(desc(answerRevision.id));
    },

    /** The latest change of a filled question, if any. */
    async latestOf(filledQuestionId: number) {
      const [row] = await db
        .select(historyColumns)
        .from(answerRevision)
        .leftJoin(appUser, eq(appUser.id, answerRevision.changedByUserId))
        .where(eq(answerRevision.filledQuestionId, filledQuestionId))
        .orderBy(desc(answerRevision.id))
        .limit(1);
      return row;
    },

    /** A removal of this filled question's answers by its id (skip or delete call), if it is one. */
    async removalOf(filledQuestionId: number, revisionId: number) {
      const [row] = await db
        .select({ answers: answerRevision.answers })
        .from(answerRevision)
        .where(
          and(
            eq(answerRevision.id, revisionId),
            eq(answerRevision.filledQuestionId, filledQuestionId),
            inArray(answerRevision.reason, [...REMOVAL_REASONS]),
          ),
        );
      return row;
    },
  };
}
