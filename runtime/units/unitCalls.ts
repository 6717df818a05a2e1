import type { UnitListItem, UnitUpdate } from '@schemas/generated/api/lists';
import type { ApiCall } from '../shared/api/apiCall';
import { isAnything, isArrayOf, isNumberOrNull, isRecord, isTextOrNull } from '../shared/api/guards';

function isFarmerOrNull(value: unknown): value is UnitListItem['farmer'] {
  return value === null || (isRecord(value) && typeof value.email === 'string');
}

function isUnitListItem(value: unknown): value is UnitListItem {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.description === 'string' &&
    typeof value.number === 'string' &&
    typeof value.farmTypeId === 'number' &&
    typeof value.farmType === 'string' &&
    isTextOrNull(value.regionName) &&
    isTextOrNull(value.countryName) &&
    isFarmerOrNull(value.farmer) &&
    typeof value.numberQuestionnaire === 'number' &&
    typeof value.anyQuestionnaireNumber === 'number' &&
    typeof value.dataCreation === 'string' &&
    isNumberOrNull(value.usersId) &&
    typeof value.editable === 'boolean' &&
    isNumberOrNull(value.latitude) &&
    isNumberOrNull(value.longitude)
  );
}

/** One page of the units the user may see (start, limit, sort, filter). */
export function unitListCall(query: Record<string, string>): ApiCall<UnitListItem[]> {
  return {
    method: 'GET',
    path: '/secured/farm/list2',
    query,
    secured: true,
    accepts: isArrayOf(isUnitListItem),
  };
}

/** Renames a unit (its "description", the unit name). */
export function updateUnitCall(unitId: number, update: UnitUpdate): ApiCall<unknown> {
  return { method: 'PUT', path: `/secured/farm/${unitId}`, json: update, secured: true, accepts: isAnything };
}

/** Removes a unit without questionnaires; the server refuses one that has any. */
export function deleteUnitCall(unitId: number): ApiCall<unknown> {
  return { method: 'DELETE', path: `/secured/farm/${unitId}`, secured: true, accepts: isAnything };
}
