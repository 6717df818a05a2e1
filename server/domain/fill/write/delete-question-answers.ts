import type { SavedFillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
import { fillWriteScopeRepository } from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../app-error';
import type { Caller } from '../read/readable-scope';
import { recordRemoval } from './record-removal';
import { savedFillQuestion } from './saved-fill-question';
import { writableScope } from './writable-scope';

/**
 * Deletes a question's answers (DELETE secured/question/delete/{filledQuestionId}), the call the fill
 * screen makes when a choice skips a question that holds answers. It raises the version, so a save
 * read before it is refused as stale. Idempotent: a question without answers is left as it is,
 * version included, and answered as stored. It needs no version and no skip: it may arrive before
 * the save of the choice that skips the question. The removed answers stay in the question's history.
 */
export async function deleteQuestionAnswers(
  db: Db,
  caller: Caller,
  filledQuestionId: number,
  now: Date,
): Promise<SavedFillQuestion> {
  return db.transaction(async (tx) => {
    const scope = await writableScope(filledQuestionId, (id) =>
      fillWriteScopeRepository(tx).lockQuestion(caller, id),
    );
    if (!scope.shown) throw new AppError('NOT_FOUND');
    const repository = fillWriteQuestionRepository(tx);
    if (await repository.bumpIfAnswered(filledQuestionId)) {
      await recordRemoval(tx, filledQuestionId, caller, now, 'deleted');
      await repository.replaceAnswers(filledQuestionId, []);
    }
    return savedFillQuestion(await repository.stored(filledQuestionId));
  });
}
