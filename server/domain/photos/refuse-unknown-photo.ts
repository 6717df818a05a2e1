import { isPhotoList } from '@engine/answers/answer-value';
import { answersToValue } from '@engine/answers/answers-to-value';
import { photoKind } from '@engine/kinds/photo';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../data/database';
import { photoRepository } from '../../data/repositories/photo-repository';
import { AppError } from '../app-error';

/**
 * A photo answer names only photos uploaded to this very filled question (400 PHOTO_UNKNOWN
 * otherwise): never another question's or questionnaire's photo, nor one removed since (a restore of
 * an old answer whose photo is gone).
 */
export async function refuseUnknownPhoto(
  db: Db,
  question: FillQuestion,
  answers: readonly SavedAnswer[],
): Promise<void> {
  if (question.answerTypeDicId !== photoKind.id) return;
  const value = answersToValue(question.answerTypeDicId, [...answers]);
  if (!isPhotoList(value) || value.length === 0) return;
  const unknown = await photoRepository(db).unknownNames(
    question.id,
    value.map((photo) => photo.fileName),
  );
  if (unknown.length > 0) throw new AppError('PHOTO_UNKNOWN');
}
