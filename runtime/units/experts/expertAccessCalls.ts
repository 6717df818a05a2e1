import type { ExpertAssignment } from '@schemas/generated/api/lists';
import type { ApiCall } from '../../shared/api/apiCall';
import { isAnything, isArrayOf, isNumberOrNull, isRecord, isTextOrNull } from '../../shared/api/guards';

function isExpertAssignment(value: unknown): value is ExpertAssignment {
  return (
    isRecord(value) &&
    typeof value.unitId === 'number' &&
    typeof value.unitNumber === 'string' &&
    typeof value.unitDescription === 'string' &&
    isNumberOrNull(value.ownerUserId) &&
    isTextOrNull(value.ownerEmail) &&
    typeof value.userId === 'number' &&
    typeof value.email === 'string' &&
    (value.status === 'pending' || value.status === 'accepted') &&
    typeof value.requestedAt === 'string' &&
    isTextOrNull(value.decidedAt)
  );
}

/** Experts with access to, or asking for, the caller's units (all units for an administrator). */
export function expertAccessListCall(): ApiCall<ExpertAssignment[]> {
  return {
    method: 'GET',
    path: '/secured/farm/assignment/list',
    secured: true,
    accepts: isArrayOf(isExpertAssignment),
  };
}

/** The owner (or an administrator) accepts an expert's pending request. */
export function acceptExpertCall(assignment: ExpertAssignment): ApiCall<unknown> {
  return {
    method: 'PUT',
    path: `/secured/farm/${assignment.unitId}/experts/${assignment.userId}/accept`,
    secured: true,
    accepts: isAnything,
  };
}

/** Declines a pending request or revokes an expert's access. */
export function removeExpertCall(assignment: ExpertAssignment): ApiCall<unknown> {
  return {
    method: 'DELETE',
    path: `/secured/farm/${assignment.unitId}/experts/${assignment.userId}`,
    secured: true,
    accepts: isAnything,
  };
}
