import { randomBytes } from 'node:crypto';
import {
  sessionRepository,
  type SessionEndReason,
  type SessionRow,
} from '../../data/repositories/session-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import type { Db } from '../../data/database';
import { AppError } from '../app-error';
import { recordLogout, type RequestOrigin } from '../audit/security-events';
import type { AccessEnv } from './access-env';

/** How long tokens and sessions live (ACCESS_TOKEN_MINUTES, SESSION_HOURS). */
export interface SessionLifetimes {
  /** One token's lifetime; the apps renew it while the user is active, so it is also the idle timeout. */
  tokenMinutes: number;
  /** A session's absolute lifetime from login, whatever the renewals. */
  sessionHours: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { tokenMinutes: 15, sessionHours: 12 };

/** The account of a secured request and the session its token belongs to. */
export interface LiveSession {
  user: UserRow;
  session: SessionRow;
}

type SessionEnv = Pick<AccessEnv, 'db' | 'session' | 'now' | 'lifetimes'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Ended sessions are kept a day (for whoever looks into an incident), then forgotten at the next login. */
const KEEP_ENDED_MS = 24 * HOUR;

/** The next token of a session: a token lifetime from now, never beyond the session's absolute end. */
function tokenFor(env: SessionEnv, session: SessionRow, now: Date): Promise<string> {
  const end = Math.min(now.getTime() + env.lifetimes.tokenMinutes * MINUTE, session.expiresAt.getTime());
  return env.session.issue({ userId: session.userId, sessionId: session.id }, now, new Date(end));
}

/** An account that may hold a session: activated, approved and not deactivated. */
export function mayLogIn(user: UserRow): boolean {
  return user.isActive && user.confirmed && user.emailVerified;
}

/**
 * Starts a login session for an account the caller has just let in (login, the main administrator's
 * registration, a password reset) and answers its first token.
 */
export async function startSession(env: SessionEnv, user: UserRow): Promise<string> {
  const now = env.now();
  const sessions = sessionRepository(env.db);
  await sessions.pruneEnded(user.id, new Date(now.getTime() - KEEP_ENDED_MS));
  const session = await sessions.insert({
    id: randomBytes(32).toString('base64url'),
    userId: user.id,
    roleId: user.roleId,
    createdAt: now,
    renewedAt: now,
    expiresAt: new Date(now.getTime() + env.lifetimes.sessionHours * HOUR),
  });
  return tokenFor(env, session, now);
}

/**
 * The account and live session of a bearer token, or undefined: a bad or expired token, a session
 * that was ended or is past its absolute lifetime, an account that may no longer log in or whose role
 * changed since the login. One query per request, on the shared database, so an ended session is
 * refused at once by every server instance.
 */
export async function authenticate(
  env: Pick<SessionEnv, 'db' | 'session' | 'now'>,
  authorization: string | undefined,
): Promise<LiveSession | undefined> {
  const [scheme, token] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return undefined;
  const now = env.now();
  const claims = await env.session.verify(token, now);
  if (!claims) return undefined;
  const live = await sessionRepository(env.db).findLive(claims.sessionId, claims.userId, now);
  if (!live || !mayLogIn(live.user) || live.user.roleId !== live.session.roleId) return undefined;
  return live;
}

/**
 * A new token for the caller's session (the apps renew while the user is active). The old token
 * stays valid until its own expiry; a session that ended meanwhile is refused (401).
 */
export async function renewSession(env: SessionEnv, live: LiveSession): Promise<{ token: string }> {
  const now = env.now();
  if (!(await sessionRepository(env.db).markRenewed(live.session.id, now)))
    throw new AppError('UNAUTHORIZED');
  return { token: await tokenFor(env, live.session, now) };
}

/**
 * Logout: ends the caller's own session, and only it; its tokens are refused from now on. The logout
 * is written to the security log in the same transaction (once: a session already ended logs nothing).
 */
export async function endSession(
  env: Pick<SessionEnv, 'db' | 'now'>,
  live: LiveSession,
  origin: RequestOrigin = {},
): Promise<void> {
  await env.db.transaction(async (tx) => {
    const ended = await sessionRepository(tx).revoke(live.session.id, live.user.id, 'logout', env.now());
    if (ended) await recordLogout(tx, live.user.id, origin);
  });
}

/**
 * Ends every session of an account at once (a password reset, deactivation, a role change), or every
 * one but `exceptSessionId` (a password change keeps the session that made it). Answers how many ended.
 */
export function endSessionsOf(
  db: Db,
  userId: number,
  reason: SessionEndReason,
  at: Date,
  exceptSessionId?: string,
): Promise<number> {
  return sessionRepository(db).revokeAll(userId, reason, at, exceptSessionId);
}
