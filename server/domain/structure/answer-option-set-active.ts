import type { Db } from '../../data/database';
import { structureQuestionOptionRepository } from '../../data/repositories/structure-question-option-repository';
import { AppError } from '../app-error';

/**
 * Switches an answer option on or off (PUT question/answer/dic/setIsActive). Answers that chose it
 * stay; the fill screen shows an inactive option only where it is already chosen.
 */
export async function setAnswerOptionActive(
  db: Db,
  id: number,
  isActive: boolean,
): Promise<{ id: number; isActive: boolean }> {
  const options = structureQuestionOptionRepository(db);
  if (!(await options.stored(id))) throw new AppError('NOT_FOUND');
  await options.setActive(id, isActive);
  return { id, isActive };
}
