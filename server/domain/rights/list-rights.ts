import type { QuestionnaireTypeRight } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { rightsRepository } from '../../data/repositories/rights-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { isPrivilegedRole } from '../../shared/roles';
import { findRightsHolder } from './rights-holder';

/**
 * Every questionnaire type, translated and in order, with whether the coordinator or observer holds
 * its right (GET secured/questinnaire/assigned/{userId}). The privileged-only (Long) type is left out
 * for observers: their role never sees it, so a right to it would mean nothing.
 */
export async function listRights(
  db: Db,
  caller: Pick<UserRow, 'roleId'>,
  userId: number,
  localeId: number,
): Promise<QuestionnaireTypeRight[]> {
  const holder = await findRightsHolder(db, caller, userId);
  return rightsRepository(db).list(holder.id, localeId, isPrivilegedRole(holder.roleId));
}
