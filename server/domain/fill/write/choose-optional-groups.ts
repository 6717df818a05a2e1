import type { OptionalGroupChange, OptionalGroupChoice } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillWriteGroupRepository } from '../../../data/repositories/fill-write-group-repository';
import { fillWriteScopeRepository } from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../app-error';
import type { Caller } from '../read/readable-scope';
import { insertInstance } from './insert-instance';
import { recordInstanceRemoval } from './record-instance-removal';
import { writableScope } from './writable-scope';

/**
 * Adds and removes optional groups (POST secured/questionlist/saveFilledQuestionListConfig), all or
 * nothing. `deleted` names an instance: its optional group leaves the subform with every instance.
 * `added` names a group of the subform: one instance is added unless the group already has one.
 * Only optional groups are taken (GROUP_NOT_OPTIONAL); every id must be the caller's to change.
 * The answers of deleted instances stay in the history (recordInstanceRemoval).
 */
export async function chooseOptionalGroups(
  db: Db,
  caller: Caller,
  choice: OptionalGroupChoice,
  now: Date,
): Promise<OptionalGroupChange> {
  return db.transaction(async (tx) => {
    const scopes = fillWriteScopeRepository(tx);
    const groups = fillWriteGroupRepository(tx);
    const change: OptionalGroupChange = { added: [], deleted: [] };

    for (const { id } of choice.deleted) {
      if (change.deleted.includes(id)) continue;
      const scope = await writableScope(id, (instanceId) => scopes.lockInstance(caller, instanceId));
      if (!scope.optional) throw new AppError('GROUP_NOT_OPTIONAL');
      await scopes.lockSubformGroups(scope.filledSubformId);
      const instances = (await groups.instancesOf(scope.filledSubformId, scope.questionGroupId)).map(
        (instance) => instance.id,
      );
      await recordInstanceRemoval(tx, instances, caller, now);
      await groups.deleteInstances(instances);
      change.deleted.push(...instances);
    }

    for (const { filledSubformId, questionListDicId } of choice.added) {
      const scope = await writableScope(filledSubformId, (subformId) =>
        scopes.lockSubform(caller, subformId),
      );
      await scopes.lockSubformGroups(scope.filledSubformId);
      const group = await groups.groupOfSubform(questionListDicId, scope.subformId, scope.unitTypeId);
      if (!group?.shown) throw new AppError('NOT_FOUND');
      if (!group.optional) throw new AppError('GROUP_NOT_OPTIONAL');
      if ((await groups.instancesOf(scope.filledSubformId, group.id)).length > 0) continue;
      change.added.push(await insertInstance(tx, scope, group));
    }
    return change;
  });
}
