import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { selectBuiltOnce } from '../built-once';
import type { Db } from '../database';
import { appUser, userSession } from '../schema/index';
import type { UserRow } from './user-repository';

export type SessionRow = typeof userSession.$inferSelect;

/** Why a session ended before its absolute expiry. */
export type SessionEndReason =
  'logout' | 'password-changed' | 'password-reset' | 'deactivated' | 'role-changed';

/**
 * The check every secured request makes, built once and named (built-once.ts): the account and its
 * session when the session is neither ended nor past its absolute expiry.
 */
const liveSession = selectBuiltOnce(
  new QueryBuilder()
    .select({ user: appUser, session: userSession })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    .where(
      and(
        eq(userSession.id, sql.placeholder('sessionId')),
        eq(userSession.userId, sql.placeholder('userId')),
        isNull(userSession.revokedAt),
        gt(userSession.expiresAt, sql.placeholder('now')),
      ),
    ),
  'live_session',
);

/** Login sessions (`user_session`): one row per login, ended by setting `revoked_at`. */
export function sessionRepository(db: Db) {
  return {
    async insert(session: typeof userSession.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(userSession).values(session).returning();
      if (!row) throw new Error('No row returned for a new session');
      return row;
    },

    /**
     * The account and its session, in one query, when the session is neither ended nor past its
     * absolute expiry at `now`: the check every secured request makes.
     */
    async findLive(
      sessionId: string,
      userId: number,
      now: Date,
    ): Promise<{ user: UserRow; session: SessionRow } | undefined> {
      // The timestamp as drizzle's column would send it (a placeholder has no column to encode it).
      const [row] = await liveSession(db, { sessionId, userId, now: now.toISOString() });
      return row;
    },

    /** Records a renewal; false when the session ended meanwhile (a logout racing the renewal). */
    async markRenewed(sessionId: string, at: Date): Promise<boolean> {
      const renewed = await db
        .update(userSession)
        .set({ renewedAt: at })
        .where(
          and(eq(userSession.id, sessionId), isNull(userSession.revokedAt), gt(userSession.expiresAt, at)),
        )
        .returning({ id: userSession.id });
      return renewed.length === 1;
    },

    /** Ends one session of one account (the caller's own: logout); answers whether it was live. */
    async revoke(sessionId: string, userId: number, reason: SessionEndReason, at: Date): Promise<boolean> {
      const ended = await db
        .update(userSession)
        .set({ revokedAt: at, revokedReason: reason })
        .where(
          and(eq(userSession.id, sessionId), eq(userSession.userId, userId), isNull(userSession.revokedAt)),
        )
        .returning({ id: userSession.id });
      return ended.length === 1;
    },

    /** Ends every live session of an account, but `exceptSessionId`; answers how many it ended. */
    async revokeAll(
      userId: number,
      reason: SessionEndReason,
      at: Date,
      exceptSessionId?: string,
    ): Promise<number> {
      const ended = await db
        .update(userSession)
        .set({ revokedAt: at, revokedReason: reason })
        .where(
          and(
            eq(userSession.userId, userId),
            isNull(userSession.revokedAt),
            exceptSessionId === undefined ? undefined : ne(userSession.id, exceptSessionId),
          ),
        )
        .returning({ id: userSession.id });
      return ended.length;
    },

    /** Forgets an account's sessions that ended (or expired) before `before`; they serve nothing anymore. */
    async pruneEnded(userId: number, before: Date): Promise<void> {
      await db
        .delete(userSession)
        .where(
          and(
            eq(userSession.userId, userId),
            or(lt(userSession.revokedAt, before), lt(userSession.expiresAt, before)),
          ),
        );
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
