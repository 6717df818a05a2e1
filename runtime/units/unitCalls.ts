import { apiContract } from '@schemas/contract/index';
import type { UnitUpdate } from '@schemas/generated/api/lists';
import { contractCall, ignoringReply } from '../shared/api/contractCall';

/** One page of the units the user may see (start, limit, sort, filter). */
export function unitListCall(query: Record<string, string>) {
  return contractCall(apiContract.unitList, { query });
}

/** Renames a unit (its "description", the unit name). */
export function updateUnitCall(unitId: number, update: UnitUpdate) {
  return ignoringReply(contractCall(apiContract.updateUnit, { params: { id: unitId }, body: { ...update } }));
}

/** Removes a unit without questionnaires; the server refuses one that has any. */
export function deleteUnitCall(unitId: number) {
  return ignoringReply(contractCall(apiContract.deleteUnit, { params: { id: unitId } }));
}
