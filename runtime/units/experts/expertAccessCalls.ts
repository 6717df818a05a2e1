import { apiContract } from '@schemas/contract/index';
import type { ExpertAssignment } from '@schemas/generated/api/lists';
import type { ApiCall } from '../../shared/api/apiCall';
import { contractCall, ignoringReply } from '../../shared/api/contractCall';

/** Experts with access to, or asking for, the caller's units (all units for an administrator). */
export function expertAccessListCall() {
  return contractCall(apiContract.expertAccessList);
}

/** The owner (or an administrator) accepts an expert's pending request. */
export function acceptExpertCall(assignment: ExpertAssignment): ApiCall<unknown> {
  return ignoringReply(
    contractCall(apiContract.acceptExpert, {
      params: { id: assignment.unitId, userId: assignment.userId },
    }),
  );
}

/** Declines a pending request or revokes an expert's access. */
export function removeExpertCall(assignment: ExpertAssignment): ApiCall<unknown> {
  return ignoringReply(
    contractCall(apiContract.removeExpert, {
      params: { id: assignment.unitId, userId: assignment.userId },
    }),
  );
}
