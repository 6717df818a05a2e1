import type { Db } from '../../data/database';
import { structureQuestionRepository } from '../../data/repositories/structure-question-repository';
import { AppError } from '../app-error';

/**
 * Switches a question of a group on or off (PUT question/dic/setIsActive). Switched on, it gets the
 * filled questions its group's instances lack (instances made while it was off have none), so it can
 * be answered everywhere at once. A question of another group than the one named is a 404.
 */
export async function setQuestionActive(
  db: Db,
  groupId: number,
  questionId: number,
  isActive: boolean,
): Promise<{ id: number; isActive: boolean }> {
  return db.transaction(async (tx) => {
    const questions = structureQuestionRepository(tx);
    const saved = await questions.stored(questionId, true);
    if (!saved || saved.questionGroupId !== groupId) throw new AppError('NOT_FOUND');
    await questions.setActive(questionId, isActive);
    if (isActive) await questions.addFilledQuestions(questionId, groupId);
    return { id: questionId, isActive };
  });
}
