import type { UserRow } from '../../../data/repositories/user-repository';
import { AppError } from '../../../http/app-error';
import { ROLE } from '../../permissions/roles';
import { isStoredId } from '../../users/stored-id';

export type Caller = Pick<UserRow, 'id' | 'roleId'>;

/**
 * The scope of an id on the fill path, once the caller may read it: an id that names nothing is a 404,
 * one the caller may not see a 403. Ids beyond the database's range name nothing and never reach it.
 */
export async function readableScope<T extends { readable: boolean }>(
  id: number,
  find: (id: number) => Promise<T | undefined>,
): Promise<T> {
  const scope = isStoredId(id) ? await find(id) : undefined;
  if (!scope) throw new AppError('NOT_FOUND');
  if (!scope.readable) throw new AppError('FORBIDDEN');
  return scope;
}

/** Administrators see inactive forms and subforms too: their mode switches them back on. */
export function seesInactiveStructure(caller: Caller): boolean {
  return caller.roleId === ROLE.administrator;
}
