import type { Db } from '../../../data/database';
import {
  assignmentRepository,
  type AssignmentScope,
  type ExpertAssignment,
} from '../../../data/repositories/assignment-repository';
import type { UserRow } from '../../../data/repositories/user-repository';
import type { AssignmentStatus } from '../../../data/schema/index';
import { AppError } from '../../app-error';
import { ROLE } from '../../../shared/roles';

/**
 * Experts' assignments the caller may see: an administrator all of them, a farmer those of the units
 * they own (every expert with access or asking for it), an expert their own.
 */
export async function listAssignments(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  filter: { status?: AssignmentStatus; unitId?: number },
): Promise<ExpertAssignment[]> {
  const scope: AssignmentScope = { ...filter };
  if (caller.roleId === ROLE.farmer) scope.ownerUserId = caller.id;
  else if (caller.roleId === ROLE.expert) scope.expertUserId = caller.id;
  else if (caller.roleId !== ROLE.administrator) throw new AppError('FORBIDDEN');
  return assignmentRepository(db).list(scope);
}
