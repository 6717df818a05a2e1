import type { PagedListQuery, UnitListItem } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import {
  unitListFilters,
  unitListRepository,
  unitListSorts,
} from '../../data/repositories/unit-list-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { parsePagedQuery } from '../lists/paged-query';
import { refuseOtherUser } from '../questionnaires/refuse-other-user';

/** Rows per page when the client sends no limit (the specification's page size). */
export const UNIT_PAGE_SIZE = 20;

/**
 * One page of the active units the caller may see (GET secured/farm/list2). The userId the client
 * sends is never used for scope: when present it must be the caller's own.
 */
export async function listUnits(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  rawQuery: PagedListQuery,
  localeId: number,
): Promise<{ rows: UnitListItem[]; total: number }> {
  refuseOtherUser(caller, rawQuery.userId);
  const query = parsePagedQuery(rawQuery, {
    filter: unitListFilters,
    sort: unitListSorts,
    defaultLimit: UNIT_PAGE_SIZE,
  });
  return unitListRepository(db).list(caller, query, localeId);
}
