import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureQuestionRepository } from '../../data/repositories/structure-question-repository';
import { AppError } from '../app-error';
import { questionDicItems } from './question-dic-items';

/** The questions of a question group, active and inactive, in their order (GET question/dic/list/group). */
export async function listQuestions(db: Db, groupId: number, localeId: number): Promise<QuestionDicItem[]> {
  if (!(await structureQuestionRepository(db).parent(groupId))) throw new AppError('NOT_FOUND');
  return questionDicItems(db, { groupId }, localeId);
}
