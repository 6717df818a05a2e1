import type { Db } from '../../../data/database';
import {
  assignmentRepository,
  type ExpertAssignment,
} from '../../../data/repositories/assignment-repository';
import { auditRepository } from '../../../data/repositories/audit-repository';
import type { UserRow } from '../../../data/repositories/user-repository';
import { AppError } from '../../app-error';
import { assertMayDecide } from './assignment-decider';

/**
 * The unit's owner (or an administrator) accepts an expert's pending request: from now on the
 * expert sees and fills the unit's questionnaires.
 */
export async function acceptAssignment(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  target: { unitId: number; userId: number },
  now: Date,
): Promise<ExpertAssignment> {
  return db.transaction(async (tx) => {
    await assertMayDecide(tx, caller, target.unitId);
    const assignments = assignmentRepository(tx);
    if (!(await assignments.accept(target.unitId, target.userId, caller.id, now))) {
      const status = await assignments.status(target.unitId, target.userId);
      throw new AppError(status ? 'ASSIGNMENT_NOT_PENDING' : 'EXPERT_NOT_ASSIGNED');
    }
    await auditRepository(tx).record({
      actorUserId: caller.id,
      action: 'assignment.accepted',
      unitId: target.unitId,
      subjectUserId: target.userId,
    });
    const [accepted] = await assignments.list({ unitId: target.unitId, expertUserId: target.userId });
    if (!accepted) throw new AppError('EXPERT_NOT_ASSIGNED');
    return accepted;
  });
}
