import type { SubformDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureSubformRepository } from '../../data/repositories/structure-subform-repository';
import { AppError } from '../app-error';
import { subformDicItems } from './subform-dic-item';

/**
 * The subforms of a form, active and inactive, in order (GET secured/questinnaire/subform/dic/list).
 * Unknown form: 404.
 */
export async function listSubforms(db: Db, formId: number, localeId: number): Promise<SubformDicItem[]> {
  const subforms = structureSubformRepository(db);
  if (!(await subforms.formExists(formId))) throw new AppError('NOT_FOUND');
  return subformDicItems(db, await subforms.list(formId, localeId));
}
