import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import type { AccessEnv } from './access-env';

/** Roles that look accounts up by e-mail: administrators, coordinators and experts (adding units). */
const MAY_LOOK_UP = new Set([1, 2, 4]);

/** An account by e-mail, as `{ id, email, roleDicId }`, or null when there is none. */
export async function findUserByEmail(
  env: AccessEnv,
  caller: UserRow,
  email: string,
): Promise<{ id: number; email: string; roleDicId: number } | null> {
  if (!MAY_LOOK_UP.has(caller.roleId)) throw new AppError('FORBIDDEN');
  const user = await userRepository(env.db).findByEmail(email.trim());
  return user ? { id: user.id, email: user.email, roleDicId: user.roleId } : null;
}

/** Whether an e-mail address is still free for registration. */
export async function emailAvailable(env: AccessEnv, email: string): Promise<boolean> {
  return (await userRepository(env.db).findByEmail(email.trim())) === undefined;
}
