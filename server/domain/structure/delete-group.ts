import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureGroupRepository } from '../../data/repositories/structure-group-repository';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import { AppError } from '../app-error';

/**
 * Deletes a question group with its questions and options (DELETE secured/questionlist/dic/{id}) only
 * while no questionnaire has an instance of it: otherwise 409 STRUCTURE_HAS_ANSWERS, deactivate it
 * instead. The subform's other groups close the gap. Unknown group: 404.
 */
export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = siblingOrderRepository(tx);
    const subformId = await order.parentOf('questionGroup', id);
    if (subformId === undefined) throw new AppError('NOT_FOUND');
    // The subform and its groups are locked first, as every change of their order locks them.
    await order.lockSiblings('questionGroup', subformId);
    const groups = structureGroupRepository(tx);
    const found = await groups.get(id, 1);
    if (!found) throw new AppError('NOT_FOUND');
    if (found.hasAnswers) throw new AppError('STRUCTURE_HAS_ANSWERS');
    await groups.remove(id);
    await structureTextRepository(tx).remove(found.textId);
    await order.closeGap('questionGroup', subformId);
  });
}
