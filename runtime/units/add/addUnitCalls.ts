import type { AssignmentRequest, UnitSummary } from '@schemas/generated/api/lists';
import type { ApiCall } from '../../shared/api/apiCall';
import { isArrayOf, isRecord } from '../../shared/api/guards';

/** An account found by e-mail (GET secured/user/get); `null` when no account has that address. */
export interface FoundUser {
  id: number;
  email: string;
  roleDicId: number;
}

function isUnitSummary(value: unknown): value is UnitSummary {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.description === 'string' &&
    typeof value.number === 'string' &&
    typeof value.farmTypeId === 'number' &&
    typeof value.farmType === 'string' &&
    typeof value.isActive === 'boolean'
  );
}

function isFoundUserOrNull(value: unknown): value is FoundUser | null {
  return (
    value === null ||
    (isRecord(value) &&
      typeof value.id === 'number' &&
      typeof value.email === 'string' &&
      typeof value.roleDicId === 'number')
  );
}

/** The units nobody has taken yet, sorted by name by the server. */
export function inactiveUnitListCall(): ApiCall<UnitSummary[]> {
  return {
    method: 'GET',
    path: '/secured/farm/inactiveUnitList/',
    secured: true,
    accepts: isArrayOf(isUnitSummary),
  };
}

/** The active units a farmer owns: a farmer asks about themselves, an expert about a farmer. */
export function farmerUnitListCall(userId: number): ApiCall<UnitSummary[]> {
  return {
    method: 'GET',
    path: '/secured/farm/listByUserId',
    query: { userId: String(userId) },
    secured: true,
    accepts: isArrayOf(isUnitSummary),
  };
}

/** Takes an inactive unit: a farmer becomes its owner, an expert is assigned to it. */
export function activateUnitCall(unitId: number): ApiCall<UnitSummary> {
  return {
    method: 'GET',
    path: '/secured/farm/activate',
    query: { unitId: String(unitId) },
    secured: true,
    accepts: isUnitSummary,
  };
}

/** With a farmer's id: the farmer becomes the owner of a unit the expert has just activated. */
export function assignUnitCall(userId: number, unitId: number): ApiCall<UnitSummary> {
  return {
    method: 'POST',
    path: '/secured/farm/assign',
    query: { userId: String(userId), farmId: String(unitId) },
    secured: true,
    accepts: isUnitSummary,
  };
}

function isAssignmentRequest(value: unknown): value is AssignmentRequest {
  return (
    isRecord(value) &&
    typeof value.unitId === 'number' &&
    (value.status === 'pending' || value.status === 'accepted')
  );
}

/**
 * With the expert's own id: the expert asks for access to a farmer's unit; the owner (or an
 * administrator) must accept before the unit shows.
 */
export function requestAccessCall(expertId: number, unitId: number): ApiCall<AssignmentRequest> {
  return {
    method: 'POST',
    path: '/secured/farm/assign',
    query: { userId: String(expertId), farmId: String(unitId) },
    secured: true,
    accepts: isAssignmentRequest,
  };
}

/** The account with this e-mail address, or null (experts, coordinators and administrators only). */
export function findUserCall(email: string): ApiCall<FoundUser | null> {
  return {
    method: 'GET',
    path: '/secured/user/get',
    query: { email },
    secured: true,
    accepts: isFoundUserOrNull,
  };
}
