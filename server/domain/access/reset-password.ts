import type { SessionUser } from '@schemas/generated/api/access';
import { userRepository } from '../../data/repositories/user-repository';
import { hashPassword } from '../../shared/passwords';
import type { AccessEnv } from './access-env';
import { assertPassword } from './check-credentials';
import { toSessionUser } from './session-user';
import { endSessionsOf, mayLogIn, startSession } from './sessions';
import { useLinkToken } from './use-link-token';
import { originDetails, recordSecurityEvent, type RequestOrigin } from '../audit/security-events';

/**
 * Sets a new password from a reset link. The user is logged in at once (a token is returned) when
 * the account may log in; an inactive account just gets its new password. Logged with the change.
 * Every earlier session of the account ends: the reset is what a user does who fears someone else
 * knows the password.
 */
export async function resetPassword(
  env: AccessEnv,
  token: string,
  newPassword: string,
  origin: RequestOrigin = {},
): Promise<{ user: SessionUser; token?: string }> {
  assertPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const user = await env.db.transaction(async (tx) => {
    const userId = await useLinkToken({ ...env, db: tx }, token, 'reset');
    // Whoever knew the old password (or holds a session opened with it) is out from now on.
    await endSessionsOf(tx, userId, 'password-reset', env.now());
    await recordSecurityEvent(tx, {
      action: 'password.reset',
      actorUserId: userId,
      subjectUserId: userId,
      details: originDetails(origin),
    });
    return userRepository(tx).update(userId, { passwordHash });
  });
  return { user: toSessionUser(user), ...(mayLogIn(user) ? { token: await startSession(env, user) } : {}) };
}
