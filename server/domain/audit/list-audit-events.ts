import type { AuditEventItem } from '@schemas/generated/api/audit';
import type { PagedListQuery } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import {
  auditListFilters,
  auditListRepository,
  auditListSorts,
} from '../../data/repositories/audit-list-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { ROLE } from '../../shared/roles';
import { AppError } from '../app-error';
import { parsePagedQuery } from '../lists/paged-query';

/** Rows per page when the client sends no limit. */
export const AUDIT_PAGE_SIZE = 20;

/**
 * One page of the security log (GET secured/audit/list), newest first, for administrators only:
 * filters by action (several are alternatives), by a user's e-mail or id (actor or subject), and by
 * day; each row names its actor's and subject's e-mail.
 */
export async function listAuditEvents(
  db: Db,
  caller: Pick<UserRow, 'roleId'>,
  rawQuery: PagedListQuery,
  localeId: number,
): Promise<{ rows: AuditEventItem[]; total: number }> {
  if (caller.roleId !== ROLE.administrator) throw new AppError('FORBIDDEN');
  if (rawQuery.userId !== undefined || rawQuery.userRoleId !== undefined) {
    throw new AppError('VALIDATION_FAILED', {}, ['userId, userRoleId: not taken by the security log']);
  }
  const query = parsePagedQuery(rawQuery, {
    filter: auditListFilters,
    sort: auditListSorts,
    defaultLimit: AUDIT_PAGE_SIZE,
  });
  return auditListRepository(db).list(query, localeId);
}
