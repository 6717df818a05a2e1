import type { Db } from '../../../data/database';
import { assignmentRepository } from '../../../data/repositories/assignment-repository';
import { auditRepository } from '../../../data/repositories/audit-repository';
import { userRepository } from '../../../data/repositories/user-repository';
import { ASSIGNMENT_STATUS, type AssignmentStatus } from '../../../data/schema/index';
import type { Mailer } from '../../../mail/mailer';
import { notifyOwner } from './notify-owner';

export interface AssignmentRequestEnv {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** The unit an expert asks for: active and owned (checked by the caller). */
export interface RequestedUnit {
  id: number;
  ownerUserId: number;
}

/**
 * An expert asks for access to a farmer's unit. The request stays pending, showing the expert
 * nothing of the unit, until the owner or an administrator accepts it. The owner is told by e-mail;
 * a repeated request changes nothing and sends no second mail.
 */
export async function requestAssignment(
  env: AssignmentRequestEnv,
  expertUserId: number,
  requested: RequestedUnit,
): Promise<AssignmentStatus> {
  const assignments = assignmentRepository(env.db);
  if (!(await assignments.request(requested.id, expertUserId))) {
    return (await assignments.status(requested.id, expertUserId)) ?? ASSIGNMENT_STATUS.pending;
  }
  await auditRepository(env.db).record({
    actorUserId: expertUserId,
    action: 'assignment.requested',
    unitId: requested.id,
    subjectUserId: expertUserId,
  });
  const users = userRepository(env.db);
  const [owner, expert] = await Promise.all([
    users.findById(requested.ownerUserId),
    users.findById(expertUserId),
  ]);
  if (owner && expert) await notifyOwner(env, owner, expert.email, requested.id);
  return ASSIGNMENT_STATUS.pending;
}
