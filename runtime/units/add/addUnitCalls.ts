import { replyOf } from '@schemas/contract/endpoint';
import { apiContract } from '@schemas/contract/index';
import type { FoundUser as FoundUserOrNull } from '@schemas/generated/api/access';
import type { AssignmentRequest, UnitSummary } from '@schemas/generated/api/lists';
import type { ApiCall } from '../../shared/api/apiCall';
import { contractCall } from '../../shared/api/contractCall';

/** An account found by e-mail (GET secured/user/get). */
export type FoundUser = NonNullable<FoundUserOrNull>;

/** The units nobody has taken yet, sorted by name by the server. */
export function inactiveUnitListCall() {
  return contractCall(apiContract.inactiveUnitList);
}

/** The active units a farmer owns: a farmer asks about themselves, an expert about a farmer. */
export function farmerUnitListCall(userId: number) {
  return contractCall(apiContract.farmerUnitList, { query: { userId: String(userId) } });
}

/** Takes an inactive unit: a farmer becomes its owner, an expert is assigned to it. */
export function activateUnitCall(unitId: number) {
  return contractCall(apiContract.activateUnit, { query: { unitId: String(unitId) } });
}

/** With a farmer's id: the farmer becomes the owner of a unit the expert has just activated. */
export function assignUnitCall(userId: number, unitId: number): ApiCall<UnitSummary> {
  return {
    ...contractCall(apiContract.assignUnit, { query: { userId: String(userId), farmId: String(unitId) } }),
    // The call answers the unit here: the reply's other form, the expert's request, would be a mistake.
    accepts: replyOf<UnitSummary>('api/lists', 'UnitSummary'),
  };
}

/**
 * With the expert's own id: the expert asks for access to a farmer's unit; the owner (or an
 * administrator) must accept before the unit shows.
 */
export function requestAccessCall(expertId: number, unitId: number): ApiCall<AssignmentRequest> {
  return {
    ...contractCall(apiContract.assignUnit, { query: { userId: String(expertId), farmId: String(unitId) } }),
    accepts: replyOf<AssignmentRequest>('api/lists', 'AssignmentRequest'),
  };
}

/** The account with this e-mail address, or null (experts, coordinators and administrators only). */
export function findUserCall(email: string) {
  return contractCall(apiContract.findUser, { query: { email } });
}
