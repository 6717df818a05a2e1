import type { SessionUser } from '@schemas/generated/api/access';
import { userRepository } from '../../data/repositories/user-repository';
import { hashPassword } from '../../shared/passwords';
import type { AccessEnv } from './access-env';
import { assertPassword } from './check-credentials';
import { toSessionUser } from './session-user';
import { useLinkToken } from './use-link-token';
import { originDetails, recordSecurityEvent, type RequestOrigin } from '../audit/security-events';

/**
 * Sets a new password from a reset link. The user is logged in at once (a token is returned) when
 * the account may log in; an inactive account just gets its new password. Logged with the change.
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
    await recordSecurityEvent(tx, {
      action: 'password.reset',
      actorUserId: userId,
      subjectUserId: userId,
      details: originDetails(origin),
    });
    return userRepository(tx).update(userId, { passwordHash });
  });
  const canLogIn = user.emailVerified && user.confirmed && user.isActive;
  return { user: toSessionUser(user), ...(canLogIn ? { token: await env.session.issue(user.id) } : {}) };
}
