import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { AccessEnv } from './access-env';
import { assertPassword } from './check-credentials';

/** A logged-in user changes their own password, proving the current one. */
export async function changePassword(
  env: AccessEnv,
  caller: UserRow,
  change: { userId: number; oldPassword: string; newPassword: string },
): Promise<void> {
  if (change.userId !== caller.id) throw new AppError('FORBIDDEN');
  assertPassword(change.newPassword);
  if (!(await verifyPassword(caller.passwordHash, change.oldPassword))) throw new AppError('WRONG_PASSWORD');
  await userRepository(env.db).update(caller.id, { passwordHash: await hashPassword(change.newPassword) });
}
