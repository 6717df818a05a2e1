import type { GroupInstance } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadGroupRepository } from '../../../data/repositories/fill-read-group-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { assembleGroupInstances } from './assemble-group-instances';
import { readableScope, type Caller } from './readable-scope';

/**
 * The group instances of a filled subform whose groups apply to the unit's type, with their questions,
 * options and saved answers in the locale (GET secured/questionlist/{filledSubformId}). Inactive groups
 * and questions come with their flag: the engine leaves them out, admin mode shows them.
 */
export async function listGroupInstances(
  db: Db,
  caller: Caller,
  filledSubformId: number,
  localeId: number,
): Promise<GroupInstance[]> {
  const scope = await readableScope(filledSubformId, (id) =>
    fillReadScopeRepository(db).byFilledSubform(caller, id),
  );
  const rows = await fillReadGroupRepository(db).read(
    { filledSubformId },
    scope.unitTypeId,
    localeId,
    'texts',
  );
  return assembleGroupInstances(rows);
}
