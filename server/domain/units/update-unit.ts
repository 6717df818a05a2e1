import type { UnitSummary } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { unitRepository } from '../../data/repositories/unit-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { unitSummary } from './unit-summary';

/** Renames a unit the caller works on (PUT secured/farm/{id}); a blank name changes nothing. */
export async function updateUnit(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  unitId: number,
  description: string,
  localeId: number,
): Promise<UnitSummary> {
  const name = description.trim();
  if (name === '') throw new AppError('VALIDATION_FAILED', {}, ['description: must not be blank']);
  return db.transaction(async (tx) => {
    const repository = unitRepository(tx);
    const found = await repository.lockForChange(caller, unitId);
    if (!found) throw new AppError('NOT_FOUND');
    if (!found.editable) throw new AppError('FORBIDDEN');
    await repository.rename(unitId, name);
    return unitSummary(repository, unitId, localeId);
  });
}
