import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { AccessEnv } from './access-env';
import { assertPassword } from './check-credentials';
import { originDetails, recordSecurityEvent, type RequestOrigin } from '../audit/security-events';

/** A logged-in user changes their own password, proving the current one; the change is logged. */
export async function changePassword(
  env: AccessEnv,
  caller: UserRow,
  change: { userId: number; oldPassword: string; newPassword: string },
  origin: RequestOrigin = {},
): Promise<void> {
  if (change.userId !== caller.id) throw new AppError('FORBIDDEN');
  assertPassword(change.newPassword);
  if (!(await verifyPassword(caller.passwordHash, change.oldPassword))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(change.newPassword);
  await env.db.transaction(async (tx) => {
    await userRepository(tx).update(caller.id, { passwordHash });
    await recordSecurityEvent(tx, {
      action: 'password.changed',
      actorUserId: caller.id,
      subjectUserId: caller.id,
      details: originDetails(origin),
    });
  });
}
