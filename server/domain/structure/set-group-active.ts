import type { Db } from '../../data/database';
import { structureGroupRepository } from '../../data/repositories/structure-group-repository';
import { AppError } from '../app-error';

/**
 * Switches a question group on or off (PUT secured/questionlist/dic/setIsActive): a group switched off
 * is left out of the fill screen and its answers can no longer be changed. Unknown group: 404.
 */
export async function setGroupActive(db: Db, id: number, isActive: boolean): Promise<void> {
  if (!(await structureGroupRepository(db).setActive(id, isActive))) throw new AppError('NOT_FOUND');
}
