import type { Db } from '../../data/database';
import { siblingOrderRepository } from '../../data/repositories/sibling-order-repository';
import { structureSubformRepository } from '../../data/repositories/structure-subform-repository';
import { structureTextRepository } from '../../data/repositories/structure-text-repository';
import { AppError } from '../app-error';

/**
 * Deletes a subform with its groups, questions and options (DELETE secured/questinnaire/subform/dic/{id})
 * only while no questionnaire has filled it: otherwise 409 STRUCTURE_HAS_ANSWERS, deactivate it
 * instead. The form's other subforms close the gap. Unknown subform: 404.
 */
export async function deleteSubform(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = siblingOrderRepository(tx);
    const formId = await order.parentOf('subform', id);
    if (formId === undefined) throw new AppError('NOT_FOUND');
    // The form and its subforms are locked first, as every change of their order locks them.
    await order.lockSiblings('subform', formId);
    const subforms = structureSubformRepository(tx);
    const found = await subforms.get(id, 1);
    if (!found) throw new AppError('NOT_FOUND');
    if (found.hasAnswers) throw new AppError('STRUCTURE_HAS_ANSWERS');
    await subforms.remove(id);
    await structureTextRepository(tx).remove(found.textId);
    await order.closeGap('subform', formId);
  });
}
