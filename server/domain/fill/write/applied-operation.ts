import type { SavedFillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
import { saveOperationRepository } from '../../../data/repositories/save-operation-repository';
import { AppError } from '../../app-error';
import type { Caller } from '../read/readable-scope';
import { savedFillQuestion } from './saved-fill-question';

/**
 * The reply to a save whose operation id was applied before: the question as stored now, so a device
 * that never saw the first reply learns the version it gave, and nothing changes a second time. The
 * id of another account's operation, or of one that saved another question, is refused (409
 * OPERATION_REUSED): a device makes a new id for every save. Undefined when the id is new.
 */
export async function appliedOperation(
  tx: Db,
  caller: Caller,
  operationId: string,
  filledQuestionId: number,
): Promise<SavedFillQuestion | undefined> {
  const applied = await saveOperationRepository(tx).find(operationId);
  if (!applied) return undefined;
  if (applied.userId !== caller.id || applied.filledQuestionId !== filledQuestionId)
    throw new AppError('OPERATION_REUSED');
  return savedFillQuestion(await fillWriteQuestionRepository(tx).stored(filledQuestionId));
}
