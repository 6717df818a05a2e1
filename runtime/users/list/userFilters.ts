import { isRecord } from '../../shared/api/guards';
import type { ListFilterItem } from '../../shared/lists/listFilter';
import { dateRangeFilter, idFilter, textFilter } from '../../shared/lists/listFilter';

/** The user list's filter fields; ids are null while "all" is chosen (null survives JSON storage). */
export interface UserFilters {
  /** Free text: a unit or an e-mail. */
  searchText: string;
  email: string;
  roleId: number | null;
  institutionTypeId: number | null;
  institutionName: string;
  registeredFrom: string;
  registeredTo: string;
  /** Off by default: the list shows only users an administrator has confirmed. */
  showUnconfirmed: boolean;
}

export const INITIAL_USER_FILTERS: UserFilters = {
  searchText: '',
  email: '',
  roleId: null,
  institutionTypeId: null,
  institutionName: '',
  registeredFrom: '',
  registeredTo: '',
  showUnconfirmed: false,
};

function isIdOrNull(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value));
}

/** Checks filters read back from sessionStorage. */
export function isUserFilters(value: unknown): value is UserFilters {
  if (!isRecord(value)) return false;
  const texts = ['searchText', 'email', 'institutionName', 'registeredFrom', 'registeredTo'] as const;
  return (
    texts.every((key) => typeof value[key] === 'string') &&
    isIdOrNull(value.roleId) &&
    isIdOrNull(value.institutionTypeId) &&
    typeof value.showUnconfirmed === 'boolean'
  );
}

/**
 * The filter list the server gets. The client always sends it, so unless unconfirmed users are
 * asked for it carries `confirmed eq true` itself (the server's default applies only without a filter).
 */
export function toUserFilterItems(filters: UserFilters): ListFilterItem[] {
  return [
    ...textFilter('email', filters.email),
    ...idFilter('role_name', filters.roleId ?? undefined),
    ...idFilter('institution_type', filters.institutionTypeId ?? undefined),
    ...textFilter('institution_name', filters.institutionName),
    ...dateRangeFilter('registration_date', filters.registeredFrom, filters.registeredTo),
    ...(filters.showUnconfirmed ? [] : [{ operator: 'eq' as const, property: 'confirmed', value: true }]),
  ];
}

export function toUserSearchText(filters: UserFilters): string {
  return filters.searchText;
}
