import type { UnitSummary } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { unitRepository } from '../../data/repositories/unit-repository';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../../http/app-error';
import { ROLE } from '../permissions/roles';
import { unitSummary } from './unit-summary';

/**
 * The expert's half of the add-unit flow (POST secured/farm/assign?userId&farmId):
 * - userId is a farmer: the farmer becomes the owner of a unit the expert is assigned to and that
 *   has no owner yet;
 * - userId is the expert: the expert is assigned to a farmer's active unit (assigning twice is fine).
 * Anything else is refused.
 */
export async function assignUnit(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  userId: number,
  unitId: number,
  localeId: number,
): Promise<UnitSummary> {
  return db.transaction(async (tx) => {
    const repository = unitRepository(tx);
    const target = await userRepository(tx).findById(userId);
    const found = await repository.find(unitId);
    if (!target || !found) throw new AppError('NOT_FOUND');

    if (target.roleId === ROLE.farmer) {
      if (!(await repository.isAssigned(unitId, caller.id))) throw new AppError('FORBIDDEN');
      // Conditional, so that two experts naming different farmers cannot both succeed.
      if (!(await repository.setOwnerIfNone(unitId, userId))) throw new AppError('CONFLICT');
    } else if (target.id === caller.id) {
      if (!found.isActive || found.ownerUserId === null) throw new AppError('CONFLICT');
      await repository.assign(unitId, caller.id);
    } else {
      throw new AppError('FORBIDDEN');
    }
    return unitSummary(repository, unitId, localeId);
  });
}
