import type { UnitSummary } from '@schemas/generated/api/lists';
import { unitRepository } from '../../data/repositories/unit-repository';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import type { AssignmentStatus } from '../../data/schema/index';
import { AppError } from '../app-error';
import { ROLE } from '../../shared/roles';
import { requestAssignment, type AssignmentRequestEnv } from './assignments/request-assignment';
import { unitSummary } from './unit-summary';

/** What farm/assign did: made a farmer the owner, or recorded the expert's request for access. */
export type AssignOutcome =
  { kind: 'owner'; unit: UnitSummary } | { kind: 'request'; unitId: number; status: AssignmentStatus };

/**
 * The expert's half of the add-unit flow (POST secured/farm/assign?userId&farmId):
 * - userId is a farmer: the farmer becomes the owner of a unit the expert holds (accepted) and that
 *   has no owner yet;
 * - userId is the expert: the expert asks the owner of a farmer's active unit for access; nothing of
 *   the unit is shown until the owner (or an administrator) accepts.
 * Anything else is refused.
 */
export async function assignUnit(
  env: AssignmentRequestEnv,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  userId: number,
  unitId: number,
  localeId: number,
): Promise<AssignOutcome> {
  return env.db.transaction(async (tx) => {
    const repository = unitRepository(tx);
    const target = await userRepository(tx).findById(userId);
    const found = await repository.find(unitId);
    if (!target || !found) throw new AppError('NOT_FOUND');

    if (target.roleId === ROLE.farmer) {
      if (!(await repository.isAssigned(unitId, caller.id))) throw new AppError('FORBIDDEN');
      // Conditional, so that two experts naming different farmers cannot both succeed.
      if (!(await repository.setOwnerIfNone(unitId, userId))) throw new AppError('CONFLICT');
      return { kind: 'owner', unit: await unitSummary(repository, unitId, localeId) };
    }
    if (target.id !== caller.id) throw new AppError('FORBIDDEN');
    if (!found.isActive || found.ownerUserId === null) throw new AppError('CONFLICT');
    const status = await requestAssignment({ ...env, db: tx }, caller.id, {
      id: unitId,
      ownerUserId: found.ownerUserId,
    });
    return { kind: 'request', unitId, status };
  });
}
