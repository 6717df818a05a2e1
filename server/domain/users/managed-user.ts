import type { Db } from '../../data/database';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { ROLE } from '../../shared/roles';
import { isStoredId } from './stored-id';

/**
 * The account an administrator wants to activate, deactivate or delete. Refused: a caller who is no
 * administrator (403), an unknown account (404), the caller's own account (403: an administrator
 * cannot lock themselves out) and a superuser's account (403 SUPERUSER_PROTECTED).
 */
export async function findManagedUser(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  userId: number,
): Promise<UserRow> {
  if (caller.roleId !== ROLE.administrator) throw new AppError('FORBIDDEN');
  const user = isStoredId(userId) ? await userRepository(db).findById(userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND');
  if (user.id === caller.id) throw new AppError('FORBIDDEN');
  if (user.isSuperUser) throw new AppError('SUPERUSER_PROTECTED');
  return user;
}
