import type { Db } from '../../data/database';
import { structureTypeRepository } from '../../data/repositories/structure-type-repository';
import { AppError } from '../app-error';

/**
 * Activates or deactivates a form of the dictionary (PUT secured/form/{formTypeId}/setIsActive/{value}):
 * an inactive form is left out of the fill screen and refuses new answers. Unknown form: 404.
 */
export async function setFormActive(db: Db, formId: number, isActive: boolean): Promise<void> {
  if (!(await structureTypeRepository(db).setFormActive(formId, isActive))) throw new AppError('NOT_FOUND');
}
