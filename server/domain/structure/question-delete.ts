import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureQuestionRepository } from '../../data/repositories/structure-question-repository';
import { AppError } from '../app-error';

/**
 * Deletes a question no saved answer names (DELETE question/dic/{id}), with its options, texts and
 * empty filled questions, and closes the gap in its group's order. A question with answers is kept
 * (409 STRUCTURE_HAS_ANSWERS): it can only be switched off. Its filled questions are locked before the
 * answers are looked at, so an answer saved at the same moment is either seen or refused, never lost.
 */
export async function deleteQuestion(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const questions = structureQuestionRepository(tx);
    const found = await questions.stored(id);
    if (!found) throw new AppError('NOT_FOUND');
    const order = siblingOrderRepository(tx);
    await order.lockSiblings('question', found.questionGroupId);
    // Read again under the lock: another administrator may have deleted it meanwhile.
    const saved = await questions.stored(id);
    if (!saved) throw new AppError('NOT_FOUND');
    await questions.lockFilledQuestions(id);
    if (await questions.hasAnswers(id)) throw new AppError('STRUCTURE_HAS_ANSWERS');
    await questions.delete(saved);
    await order.closeGap('question', saved.questionGroupId);
    return { id };
  });
}
