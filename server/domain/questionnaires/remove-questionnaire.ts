import type { Db } from '../../data/database';
import { questionnaireChangeRepository } from '../../data/repositories/questionnaire-change-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';

/**
 * Removes a questionnaire of a unit the caller works on (DELETE secured/questinnaire/{id}), with
 * everything filled in it. An accepted (active) questionnaire or one with a submitted form is kept:
 * its data has been handed in.
 */
export async function removeQuestionnaire(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  questionnaireId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const repository = questionnaireChangeRepository(tx);
    const found = await repository.findForChange(caller, questionnaireId);
    if (!found) throw new AppError('NOT_FOUND');
    if (!found.editable) throw new AppError('FORBIDDEN');
    if (found.isActive) throw new AppError('QUESTIONNAIRE_ACTIVE');
    if (found.hasSubmittedForm) throw new AppError('QUESTIONNAIRE_HAS_SUBMITTED_FORM');
    await repository.remove(questionnaireId);
  });
}
