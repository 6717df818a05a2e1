import type { Db } from '../../../data/database';
import { unitRepository } from '../../../data/repositories/unit-repository';
import type { UserRow } from '../../../data/repositories/user-repository';
import { AppError } from '../../app-error';
import { ROLE } from '../../../shared/roles';

/**
 * Refuses anyone but the unit's owner or an administrator, with the same 404 an unknown assignment
 * gets, so a stranger learns nothing about who asked for which unit.
 */
export async function assertMayDecide(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  unitId: number,
): Promise<void> {
  if (caller.roleId === ROLE.administrator) return;
  const found = await unitRepository(db).find(unitId);
  if (caller.roleId !== ROLE.farmer || !found || found.ownerUserId !== caller.id) {
    throw new AppError('EXPERT_NOT_ASSIGNED');
  }
}
