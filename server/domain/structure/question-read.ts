import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { AppError } from '../app-error';
import { questionDicItems } from './question-dic-items';

/** One question of the dictionary (GET question/dic/{id}); unknown ids are a 404. */
export async function readQuestion(db: Db, id: number, localeId: number): Promise<QuestionDicItem> {
  const [item] = await questionDicItems(db, { id }, localeId);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}
