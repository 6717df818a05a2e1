import type { PagedListQuery, UserListItem } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import {
  userListFilters,
  userListRepository,
  userListSorts,
} from '../../data/repositories/user-list-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { parsePagedQuery } from '../lists/paged-query';
import { ROLE } from '../../shared/roles';

/** Rows per page when the client sends no limit (the specification's user list page size). */
export const USER_PAGE_SIZE = 10;

/**
 * One page of the administrators' user list (GET secured/user/list2). With no filter parameter at all
 * the list hides unconfirmed accounts; a filter list, even an empty one, is used exactly as sent.
 */
export async function listUsers(
  db: Db,
  caller: Pick<UserRow, 'roleId'>,
  rawQuery: PagedListQuery,
  localeId: number,
): Promise<{ rows: UserListItem[]; total: number }> {
  if (caller.roleId !== ROLE.administrator) throw new AppError('FORBIDDEN');
  // The list is every account: the scope parameters of the unit and questionnaire lists mean nothing here.
  if (rawQuery.userId !== undefined || rawQuery.userRoleId !== undefined) {
    throw new AppError('VALIDATION_FAILED', {}, ['userId, userRoleId: not taken by the user list']);
  }
  const query = parsePagedQuery(rawQuery, {
    filter: userListFilters,
    sort: userListSorts,
    defaultLimit: USER_PAGE_SIZE,
  });
  return userListRepository(db).list(query, localeId);
}
