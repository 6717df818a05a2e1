import type { QuestionGroupDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureGroupRepository } from '../../data/repositories/structure-group-repository';
import { AppError } from '../app-error';
import { groupDicItems } from './group-dic-item';

/**
 * The question groups of a subform, active and inactive, in order (GET secured/questionlist/group/dic/list).
 * Unknown subform: 404.
 */
export async function listGroups(
  db: Db,
  subformId: number,
  localeId: number,
): Promise<QuestionGroupDicItem[]> {
  const groups = structureGroupRepository(db);
  if (!(await groups.subformExists(subformId))) throw new AppError('NOT_FOUND');
  return groupDicItems(db, await groups.list(subformId, localeId));
}
