import type { Db } from '../../../data/database';
import { fillWriteGroupRepository } from '../../../data/repositories/fill-write-group-repository';
import { fillWriteScopeRepository } from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../app-error';
import type { Caller } from '../read/readable-scope';
import { writableScope } from './writable-scope';

/**
 * Renames an instance of a named group, qlNumber 2 (PUT secured/questionlist/filledQuestionList/{id}/name;
 * the specification's edit dialog names no call). Other groups are numbered or single: GROUP_NOT_NAMED.
 */
export async function renameGroupInstance(
  db: Db,
  caller: Caller,
  instanceId: number,
  name: string,
): Promise<{ id: number; name: string }> {
  return db.transaction(async (tx) => {
    const scope = await writableScope(instanceId, (id) =>
      fillWriteScopeRepository(tx).lockInstance(caller, id),
    );
    if (!scope.shown) throw new AppError('NOT_FOUND');
    if (scope.qlNumber !== 2) throw new AppError('GROUP_NOT_NAMED');
    const trimmed = name.trim();
    await fillWriteGroupRepository(tx).rename(instanceId, trimmed);
    return { id: instanceId, name: trimmed };
  });
}
