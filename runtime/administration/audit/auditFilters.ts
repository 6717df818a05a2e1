import { isAuditAction, type AuditAction } from '@schemas/contract/audit-actions';
import { isRecord } from '../../shared/api/guards';
import type { ListFilterItem } from '../../shared/lists/listFilter';
import { dateRangeFilter, textFilter } from '../../shared/lists/listFilter';

/** The security log's filter fields; action is null while "any" is chosen (null survives JSON storage). */
export interface AuditFilters {
  action: AuditAction | null;
  /** An e-mail, or part of one: of whoever acted, the account concerned, or typed at a failed login. */
  user: string;
  from: string;
  to: string;
}

export const INITIAL_AUDIT_FILTERS: AuditFilters = { action: null, user: '', from: '', to: '' };

/** Checks filters read back from sessionStorage. */
export function isAuditFilters(value: unknown): value is AuditFilters {
  if (!isRecord(value)) return false;
  return (
    (value.action === null || isAuditAction(value.action)) &&
    ['user', 'from', 'to'].every((key) => typeof value[key] === 'string')
  );
}

/** The filter list the server gets (the list call's `action`, `user` and `occurred_at` properties). */
export function toAuditFilterItems(filters: AuditFilters): ListFilterItem[] {
  return [
    ...(filters.action === null
      ? []
      : [{ operator: 'eq' as const, property: 'action', value: filters.action }]),
    ...textFilter('user', filters.user),
    ...dateRangeFilter('occurred_at', filters.from, filters.to),
  ];
}
