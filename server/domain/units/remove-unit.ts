import type { Db } from '../../data/database';
import { unitRepository } from '../../data/repositories/unit-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';

/**
 * Removes a unit the caller works on (DELETE secured/farm/{id}). Units come from the inspectorate's
 * register, so the unit is not deleted but returned to the pool of inactive units, without owner or
 * assigned experts. A unit with any questionnaire (whoever may see it) is kept. The check runs on the
 * locked unit row, so a questionnaire added at the same moment cannot slip past it.
 */
export async function removeUnit(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  unitId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const repository = unitRepository(tx);
    const found = await repository.lockForChange(caller, unitId);
    if (!found) throw new AppError('NOT_FOUND');
    if (!found.editable) throw new AppError('FORBIDDEN');
    if ((await repository.questionnaireCount(unitId)) > 0) throw new AppError('UNIT_HAS_QUESTIONNAIRES');
    await repository.returnToPool(unitId);
  });
}
