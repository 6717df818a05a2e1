import type { Db } from '../../data/database';
import { structureTypeRepository } from '../../data/repositories/structure-type-repository';
import { AppError } from '../app-error';

/**
 * Activates or deactivates a whole questionnaire type (PUT secured/questinnaire/dic/setIsActive): an
 * inactive type moves to the inactive list, is offered for no new questionnaire, and its existing
 * questionnaires refuse new answers (see docs/decisions.md). Unknown type: 404.
 */
export async function setQuestionnaireTypeActive(db: Db, id: number, isActive: boolean): Promise<void> {
  if (!(await structureTypeRepository(db).setTypeActive(id, isActive))) throw new AppError('NOT_FOUND');
}
