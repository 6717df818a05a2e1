import type { AnswerOptionDicItem } from '@schemas/generated/api/structure-admin';
import type { Db } from '../../data/database';
import { structureQuestionOptionRepository } from '../../data/repositories/structure-question-option-repository';
import { AppError } from '../app-error';
import { answerOptionDicItems } from './answer-option-dic-items';

/** The answer options of a question, active and inactive, in their order (GET question/answer/dic/list). */
export async function listAnswerOptions(
  db: Db,
  questionId: number,
  localeId: number,
): Promise<AnswerOptionDicItem[]> {
  if (!(await structureQuestionOptionRepository(db).parent(questionId))) throw new AppError('NOT_FOUND');
  return answerOptionDicItems(db, { questionId }, localeId);
}
