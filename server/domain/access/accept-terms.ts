import type { SessionUser } from '@schemas/generated/api/access';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import type { AccessEnv } from './access-env';
import { toSessionUser } from './session-user';

/** Records that the user accepted the data-protection terms (the first acceptance's time is kept). */
export async function acceptTerms(env: AccessEnv, caller: UserRow, userId: number): Promise<SessionUser> {
  if (userId !== caller.id) throw new AppError('FORBIDDEN');
  if (caller.acceptedRodoAt) return toSessionUser(caller);
  return toSessionUser(await userRepository(env.db).update(caller.id, { acceptedRodoAt: env.now() }));
}
