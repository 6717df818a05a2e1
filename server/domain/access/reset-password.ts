import type { SessionUser } from '@schemas/generated/api/access';
import { userRepository } from '../../data/repositories/user-repository';
import { hashPassword } from '../../shared/passwords';
import type { AccessEnv } from './access-env';
import { assertPassword } from './check-credentials';
import { toSessionUser } from './session-user';
import { useLinkToken } from './use-link-token';

/**
 * Sets a new password from a reset link. The user is logged in at once (a token is returned) when
 * the account may log in; an inactive account just gets its new password.
 */
export async function resetPassword(
  env: AccessEnv,
  token: string,
  newPassword: string,
): Promise<{ user: SessionUser; token?: string }> {
  assertPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const user = await env.db.transaction(async (tx) => {
    const userId = await useLinkToken({ ...env, db: tx }, token, 'reset');
    return userRepository(tx).update(userId, { passwordHash });
  });
  const canLogIn = user.emailVerified && user.confirmed && user.isActive;
  return { user: toSessionUser(user), ...(canLogIn ? { token: await env.session.issue(user.id) } : {}) };
}
