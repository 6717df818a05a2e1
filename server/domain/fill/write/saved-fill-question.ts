import { isAnswerTypeId } from '@engine/kinds/index';
import type { SavedFillQuestion } from '@schemas/generated/api/fill';
import type { StoredQuestion } from '../../../data/repositories/fill-write-question-repository';
import { AppError } from '../../app-error';
import { savedAnswer } from '../read/saved-answer';

/** The reply of question/save and question/delete: the filled question as stored now. */
export function savedFillQuestion(stored: StoredQuestion | undefined): SavedFillQuestion {
  // The row was locked and checked in the same transaction; a type the fill screen cannot show was refused before.
  if (!stored || !isAnswerTypeId(stored.answerTypeId)) throw new AppError('NOT_FOUND');
  const answerTypeDicId = stored.answerTypeId;
  return {
    id: stored.id,
    questionId: stored.questionId,
    filledQuestionListId: stored.filledQuestionListId,
    answerTypeDicId,
    version: stored.version,
    date: stored.savedAt ? stored.savedAt.toISOString() : null,
    answers: stored.answers.map(savedAnswer),
  };
}
