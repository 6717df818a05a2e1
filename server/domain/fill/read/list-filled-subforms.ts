import type { FilledSubformItem, GroupInstance } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadFormRepository } from '../../../data/repositories/fill-read-form-repository';
import { fillReadGroupRepository } from '../../../data/repositories/fill-read-group-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { assembleGroupInstances } from './assemble-group-instances';
import { readableScope, seesInactiveStructure, type Caller } from './readable-scope';
import { subformWithProgress } from './subform-with-progress';

/**
 * The filled subforms of a filled form that apply to the unit's type, in order, each with its group
 * progress (GET secured/questinnaire/subform/{filledFormId}). The whole form's answers are read in a
 * fixed number of queries, without texts.
 */
export async function listFilledSubforms(
  db: Db,
  caller: Caller,
  filledFormId: number,
  localeId: number,
): Promise<FilledSubformItem[]> {
  const scope = await readableScope(filledFormId, (id) =>
    fillReadScopeRepository(db).byFilledForm(caller, id),
  );
  const subforms = await fillReadFormRepository(db).filledSubforms(
    { filledFormId },
    scope.unitTypeId,
    localeId,
    seesInactiveStructure(caller),
  );
  const rows = await fillReadGroupRepository(db).read(
    { filledFormId },
    scope.unitTypeId,
    localeId,
    'progress',
  );
  const groupsBySubform = new Map<number, GroupInstance[]>();
  for (const group of assembleGroupInstances(rows)) {
    const list = groupsBySubform.get(group.filledSubformId) ?? [];
    list.push(group);
    groupsBySubform.set(group.filledSubformId, list);
  }
  return subforms.map((subform) => subformWithProgress(subform, groupsBySubform.get(subform.id) ?? []));
}
