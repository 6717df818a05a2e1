import type { RestoreBody, SavedFillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { answerRevisionRepository } from '../../../data/repositories/answer-revision-repository';
import { fillWriteQuestionRepository } from '../../../data/repositories/fill-write-question-repository';
import { AppError } from '../../app-error';
import type { Caller } from '../read/readable-scope';
import { isStoredId } from '../../users/stored-id';
import { saveQuestion } from './save-question';

/**
 * Restores the answers a removal took from a filled question (POST secured/question/restore/:id):
 * the removal (skip logic or the delete call) must be one of this question's; its answers are then
 * saved like any save (saveQuestion: writable questionnaire, question not skipped now, rules, the
 * version sent still the stored one) and the history records them as `restored`. A removal of
 * another question, or a save that is not a removal, is a 404.
 */
export async function restoreAnswers(
  db: Db,
  caller: Caller,
  filledQuestionId: number,
  body: RestoreBody,
  localeId: number,
  now: Date,
): Promise<SavedFillQuestion> {
  const removal = isStoredId(filledQuestionId)
    ? await answerRevisionRepository(db).removalOf(filledQuestionId, body.revisionId)
    : undefined;
  const stored = removal && (await fillWriteQuestionRepository(db).stored(filledQuestionId));
  if (!removal || !stored) throw new AppError('NOT_FOUND');
  return saveQuestion(
    db,
    caller,
    {
      id: filledQuestionId,
      filledQuestionListId: stored.filledQuestionListId,
      version: body.version,
      answers: removal.answers,
    },
    localeId,
    now,
    'restored',
  );
}
