import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureQuestionOptionRepository } from '../../data/repositories/structure-question-option-repository';
import { AppError } from '../app-error';

/**
 * Deletes an answer option no saved answer chose (DELETE question/answer/dic/{id}), with its text, and
 * closes the gap in its question's order. An option with answers is kept (409 STRUCTURE_HAS_ANSWERS):
 * it can only be switched off. Its row is locked before the answers are looked at, so an answer saved
 * at the same moment waits for the deletion (and is then refused) or is seen by it.
 */
export async function deleteAnswerOption(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const options = structureQuestionOptionRepository(tx);
    const found = await options.stored(id);
    if (!found) throw new AppError('NOT_FOUND');
    const order = siblingOrderRepository(tx);
    await order.lockSiblings('answerOption', found.questionId);
    const saved = await options.stored(id, true);
    if (!saved) throw new AppError('NOT_FOUND');
    if (await options.hasAnswers(id)) throw new AppError('STRUCTURE_HAS_ANSWERS');
    await options.delete(saved);
    await order.closeGap('answerOption', saved.questionId);
    return { id };
  });
}
