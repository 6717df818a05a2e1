import { isRecord } from '../../shared/api/guards';
import type { ListFilterItem } from '../../shared/lists/listFilter';
import { dateRangeFilter, idFilter, textFilter } from '../../shared/lists/listFilter';

/** The unit list's filter fields; ids are null while "all" is chosen (null survives JSON storage). */
export interface UnitFilters {
  unitName: string;
  unitTypeId: number | null;
  institutionTypeId: number | null;
  institutionName: string;
  addedFrom: string;
  addedTo: string;
}

export const INITIAL_UNIT_FILTERS: UnitFilters = {
  unitName: '',
  unitTypeId: null,
  institutionTypeId: null,
  institutionName: '',
  addedFrom: '',
  addedTo: '',
};

function isIdOrNull(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value));
}

/** Checks filters read back from sessionStorage. */
export function isUnitFilters(value: unknown): value is UnitFilters {
  if (!isRecord(value)) return false;
  const texts = ['unitName', 'institutionName', 'addedFrom', 'addedTo'] as const;
  return (
    texts.every((key) => typeof value[key] === 'string') &&
    isIdOrNull(value.unitTypeId) &&
    isIdOrNull(value.institutionTypeId)
  );
}

/** The filter list the server gets, in the specification's property names. */
export function toUnitFilterItems(filters: UnitFilters): ListFilterItem[] {
  return [
    ...textFilter('unit_name', filters.unitName),
    ...idFilter('unit_type_id', filters.unitTypeId ?? undefined),
    ...idFilter('unit_institution_type', filters.institutionTypeId ?? undefined),
    ...textFilter('unit_institution_name', filters.institutionName),
    ...dateRangeFilter('unit_data_creation', filters.addedFrom, filters.addedTo),
  ];
}
