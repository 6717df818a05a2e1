import type { Db } from '../../../data/database';
import { fillWriteGroupRepository } from '../../../data/repositories/fill-write-group-repository';
import { fillWriteScopeRepository } from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../app-error';
import type { Caller } from '../read/readable-scope';
import { isRepeatable } from './add-group-instance';
import { recordInstanceRemoval } from './record-instance-removal';
import { writableScope } from './writable-scope';

/**
 * Removes a group instance with its answers (POST secured/questionlist/deleteFilledQuestionList/{id}).
 * A mandatory group that is not repeatable (qlNumber -1 or 1) keeps its instance
 * (GROUP_NOT_REMOVABLE), and no group loses its last instance (LAST_GROUP_INSTANCE): an optional
 * group is removed as a whole through the optional-group choice. Its answers stay in the history
 * (recordInstanceRemoval).
 */
export async function removeGroupInstance(
  db: Db,
  caller: Caller,
  instanceId: number,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const scopes = fillWriteScopeRepository(tx);
    const scope = await writableScope(instanceId, (id) => scopes.lockInstance(caller, id));
    if (!scope.shown) throw new AppError('NOT_FOUND');
    await scopes.lockSubformGroups(scope.filledSubformId);
    if (!scope.optional && !isRepeatable(scope.qlNumber)) throw new AppError('GROUP_NOT_REMOVABLE');
    const groups = fillWriteGroupRepository(tx);
    const instances = await groups.instancesOf(scope.filledSubformId, scope.questionGroupId);
    if (instances.length <= 1) throw new AppError('LAST_GROUP_INSTANCE');
    await recordInstanceRemoval(tx, [instanceId], caller, now);
    await groups.deleteInstances([instanceId]);
    return { id: instanceId };
  });
}
