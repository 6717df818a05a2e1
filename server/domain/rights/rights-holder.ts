import type { Db } from '../../data/database';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { ROLE, seesByTypeRights } from '../../shared/roles';
import { isStoredId } from '../users/stored-id';

/**
 * The account whose questionnaire-type rights an administrator reads or changes. Refused: a caller
 * who is no administrator (403), an unknown account (404) and an account whose role does not see
 * questionnaires through rights (409 RIGHTS_NOT_APPLICABLE: only coordinators and observers do).
 */
export async function findRightsHolder(
  db: Db,
  caller: Pick<UserRow, 'roleId'>,
  userId: number,
): Promise<UserRow> {
  if (caller.roleId !== ROLE.administrator) throw new AppError('FORBIDDEN');
  const user = isStoredId(userId) ? await userRepository(db).findById(userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND');
  if (!seesByTypeRights(user.roleId)) throw new AppError('RIGHTS_NOT_APPLICABLE');
  return user;
}
