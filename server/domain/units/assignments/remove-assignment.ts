import type { Db } from '../../../data/database';
import { assignmentRepository } from '../../../data/repositories/assignment-repository';
import { auditRepository } from '../../../data/repositories/audit-repository';
import type { UserRow } from '../../../data/repositories/user-repository';
import { ASSIGNMENT_STATUS } from '../../../data/schema/index';
import { AppError } from '../../app-error';
import { ROLE } from '../../../shared/roles';
import { assertMayDecide } from './assignment-decider';

/** What a removal was: a pending request declined, an access revoked, or the expert's withdrawal. */
export type AssignmentRemoval = 'declined' | 'revoked' | 'withdrawn';

/**
 * Ends an expert's access to a unit, or their request for it: the owner or an administrator
 * declines or revokes at any time, and an expert may withdraw their own.
 */
export async function removeAssignment(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  target: { unitId: number; userId: number },
): Promise<AssignmentRemoval> {
  return db.transaction(async (tx) => {
    const ownWithdrawal = caller.roleId === ROLE.expert && caller.id === target.userId;
    if (!ownWithdrawal) await assertMayDecide(tx, caller, target.unitId);
    const removed = await assignmentRepository(tx).remove(target.unitId, target.userId);
    if (!removed) throw new AppError('EXPERT_NOT_ASSIGNED');
    const removal: AssignmentRemoval = ownWithdrawal
      ? 'withdrawn'
      : removed === ASSIGNMENT_STATUS.pending
        ? 'declined'
        : 'revoked';
    await auditRepository(tx).record({
      actorUserId: caller.id,
      action: `assignment.${removal}`,
      unitId: target.unitId,
      subjectUserId: target.userId,
      details: { previousStatus: removed },
    });
    return removal;
  });
}
