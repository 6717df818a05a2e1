import type { UnitSummary } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { unitRepository } from '../../data/repositories/unit-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { ROLE } from '../../shared/roles';
import { unitSummary } from './unit-summary';

/**
 * Takes an inactive unit (GET secured/farm/activate): a farmer becomes its owner; an expert is
 * assigned to it (accepted at once: an ownerless unit has nobody to ask) and makes a farmer its owner
 * later (farm/assign). Only ownerless inactive units can be taken. The unit is taken by one
 * conditional UPDATE, so two users can never take the same unit.
 */
export async function activateUnit(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  unitId: number,
  localeId: number,
  now: Date,
): Promise<UnitSummary> {
  return db.transaction(async (tx) => {
    const repository = unitRepository(tx);
    const taken = await repository.activate(unitId, caller.roleId === ROLE.farmer ? caller.id : undefined);
    if (!taken) {
      throw new AppError((await repository.find(unitId)) ? 'UNIT_NOT_INACTIVE' : 'NOT_FOUND');
    }
    if (caller.roleId === ROLE.expert) await repository.assignOwnerless(unitId, caller.id, now);
    return unitSummary(repository, unitId, localeId);
  });
}
