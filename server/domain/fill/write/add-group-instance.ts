import type { GroupInstance, NewGroupInstance } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillWriteGroupRepository } from '../../../data/repositories/fill-write-group-repository';
import { fillWriteScopeRepository } from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../app-error';
import { listGroupInstances } from '../read/list-group-instances';
import type { Caller } from '../read/readable-scope';
import { insertInstance } from './insert-instance';
import { writableScope } from './writable-scope';

/** Groups whose instances the user adds and removes: qlNumber 0 (numbered) and 2 (named). */
export function isRepeatable(qlNumber: number): boolean {
  return qlNumber === 0 || qlNumber === 2;
}

/**
 * Adds an instance of a repeatable group (qlNumber 0 or 2) to a filled subform
 * (POST secured/questionlist/addFilledQuestionList) and answers it as the group list shows it.
 * The group must be one of the subform's, active and applying to the unit's type (404 otherwise).
 */
export async function addGroupInstance(
  db: Db,
  caller: Caller,
  body: NewGroupInstance,
  localeId: number,
): Promise<GroupInstance> {
  const id = await db.transaction(async (tx) => {
    const scopes = fillWriteScopeRepository(tx);
    const scope = await writableScope(body.filledSubformId, (filledSubformId) =>
      scopes.lockSubform(caller, filledSubformId),
    );
    await scopes.lockSubformGroups(scope.filledSubformId);
    const group = await fillWriteGroupRepository(tx).groupOfSubform(
      body.questionListDicId,
      scope.subformId,
      scope.unitTypeId,
    );
    if (!group?.shown) throw new AppError('NOT_FOUND');
    if (!isRepeatable(group.qlNumber)) throw new AppError('GROUP_NOT_REPEATABLE');
    return insertInstance(tx, scope, group, body.name);
  });
  const added = (await listGroupInstances(db, caller, body.filledSubformId, localeId)).find(
    (instance) => instance.id === id,
  );
  if (!added) throw new AppError('NOT_FOUND');
  return added;
}
