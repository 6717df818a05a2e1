import type { Db } from '../../data/database';
import { structureSubformRepository } from '../../data/repositories/structure-subform-repository';
import { AppError } from '../app-error';

/**
 * Switches a subform on or off (PUT secured/questinnaire/subform/dic/setIsActive). A subform switched
 * off is left out of the fill screen and refuses new answers and group instances (409
 * STRUCTURE_INACTIVE); its stored answers stay. Unknown subform: 404.
 */
export async function setSubformActive(db: Db, id: number, isActive: boolean): Promise<void> {
  if (!(await structureSubformRepository(db).setActive(id, isActive))) throw new AppError('NOT_FOUND');
}
