import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { AccessEnv } from './access-env';
import { assertPassword } from './check-credentials';
import { originDetails, recordSecurityEvent, type RequestOrigin } from '../audit/security-events';
import { endSessionsOf } from './sessions';

/**
 * A logged-in user changes their own password, proving the current one; the change is logged. Every
 * other session of the account ends (someone who learnt the old password is logged out); the one that
 * made the change stays.
 */
export async function changePassword(
  env: AccessEnv,
  caller: UserRow,
  callerSessionId: string,
  change: { userId: number; oldPassword: string; newPassword: string },
  origin: RequestOrigin = {},
): Promise<void> {
  if (change.userId !== caller.id) throw new AppError('FORBIDDEN');
  assertPassword(change.newPassword);
  if (!(await verifyPassword(caller.passwordHash, change.oldPassword))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(change.newPassword);
  await env.db.transaction(async (tx) => {
    await userRepository(tx).update(caller.id, { passwordHash });
    await endSessionsOf(tx, caller.id, 'password-changed', env.now(), callerSessionId);
    await recordSecurityEvent(tx, {
      action: 'password.changed',
      actorUserId: caller.id,
      subjectUserId: caller.id,
      details: originDetails(origin),
    });
  });
}
