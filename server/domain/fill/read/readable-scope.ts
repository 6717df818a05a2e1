import type { UserRow } from '../../../data/repositories/user-repository';
import { AppError } from '../../app-error';
import { ROLE } from '../../../shared/roles';
import { isStoredId } from '../../users/stored-id';

export type Caller = Pick<UserRow, 'id' | 'roleId'>;

/**
 * The scope of an id on the fill path, once the caller may read it. An id the caller may not see is a
 * 404 like one that names nothing, so ids of other people's questionnaires reveal nothing (not even
 * that they exist). Ids beyond the database's range name nothing and never reach it.
 */
export async function readableScope<T extends { readable: boolean }>(
  id: number,
  find: (id: number) => Promise<T | undefined>,
): Promise<T> {
  const scope = isStoredId(id) ? await find(id) : undefined;
  if (!scope?.readable) throw new AppError('NOT_FOUND');
  return scope;
}

/** Administrators see inactive forms and subforms too: their mode switches them back on. */
export function seesInactiveStructure(caller: Caller): boolean {
  return caller.roleId === ROLE.administrator;
}
