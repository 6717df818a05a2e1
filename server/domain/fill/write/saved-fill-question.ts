import type { AnswerTypeId } from '@engine/answer-types';
import type { SavedFillQuestion } from '@schemas/generated/api/fill';
import type { StoredQuestion } from '../../../data/repositories/fill-write-question-repository';
import { AppError } from '../../app-error';
import { savedAnswer } from '../read/saved-answer';

const answerTypeIds: readonly AnswerTypeId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16];

/** The reply of question/save and question/delete: the filled question as stored now. */
export function savedFillQuestion(stored: StoredQuestion | undefined): SavedFillQuestion {
  const answerTypeDicId = answerTypeIds.find((id) => id === stored?.answerTypeId);
  // The row was locked and checked in the same transaction; a type the fill screen cannot show was refused before.
  if (!stored || answerTypeDicId === undefined) throw new AppError('NOT_FOUND');
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
