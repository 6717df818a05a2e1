import type { UnitSummary } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { unitRepository } from '../../data/repositories/unit-repository';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { ROLE } from '../../shared/roles';

/**
 * The active units a farmer owns (GET secured/farm/listByUserId). A farmer asks about themselves
 * only; an expert about any farmer, to learn in the add-unit flow whether the farmer already has a unit.
 */
export async function listFarmerUnits(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  userId: number | undefined,
  localeId: number,
): Promise<UnitSummary[]> {
  const farmerId = userId ?? caller.id;
  if (caller.roleId === ROLE.farmer) {
    if (farmerId !== caller.id) throw new AppError('FORBIDDEN');
  } else if (caller.roleId === ROLE.expert) {
    const farmer = await userRepository(db).findById(farmerId);
    if (!farmer || farmer.roleId !== ROLE.farmer) throw new AppError('FARMER_NOT_FOUND');
  } else {
    throw new AppError('FORBIDDEN');
  }
  return unitRepository(db).ownedActive(farmerId, localeId);
}
