import type { OptionalGroupItem } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadOptionalRepository } from '../../../data/repositories/fill-read-optional-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { readableScope, type Caller } from './readable-scope';

/**
 * The optional groups a filled subform offers, each with whether it is added and its instance
 * (GET secured/questionlist/optional/{filledSubformId}); `id` is the group's dictionary id.
 */
export async function listOptionalGroups(
  db: Db,
  caller: Caller,
  filledSubformId: number,
  localeId: number,
): Promise<OptionalGroupItem[]> {
  const scope = await readableScope(filledSubformId, (id) =>
    fillReadScopeRepository(db).byFilledSubform(caller, id),
  );
  return fillReadOptionalRepository(db).optionalGroups(
    filledSubformId,
    scope.subformId,
    scope.unitTypeId,
    localeId,
  );
}
