import { randomUUID } from 'node:crypto';
import { photoExtensions } from '@engine/rules/photo-file-name';
import { photoLimit } from '@engine/rules/photo-limit';
import type { StoredPhoto } from '@schemas/generated/api/photos';
import type { Db } from '../../data/database';
import { photoRepository } from '../../data/repositories/photo-repository';
import { structureQuestionMax } from '../../data/repositories/photo-question-max';
import { AppError } from '../app-error';
import type { Caller } from '../fill/read/readable-scope';
import { inspectPhoto } from './inspect-photo';
import { photoQuestion } from './photo-question';

function isContentType(type: string): type is keyof typeof photoExtensions {
  return Object.hasOwn(photoExtensions, type);
}

/**
 * Stores a photo uploaded to a filled question (POST secured/photo/upload/:id): the caller may fill it
 * and it is a photo question (photoQuestion), the file is a JPEG, PNG or WebP by its content
 * (inspectPhoto), and the question holds fewer photos than its limit (400 TOO_MANY_PHOTOS with the
 * limit). The filled question stays locked from the count to the insert, so two uploads at once cannot
 * both take the last place. Answers the stored photo; its answer is the question's next save.
 */
export async function uploadPhoto(
  db: Db,
  caller: Caller,
  filledQuestionId: number,
  content: Buffer,
): Promise<StoredPhoto> {
  const blob = await inspectPhoto(content);
  const { contentType } = blob;
  if (!isContentType(contentType)) throw new AppError('PHOTO_TYPE_REFUSED');
  return db.transaction(async (tx) => {
    const scope = await photoQuestion(tx, caller, filledQuestionId);
    const photos = photoRepository(tx);
    await photos.lockFilledQuestion(scope.filledQuestionId);
    const limit = photoLimit(await structureQuestionMax(tx, scope.questionId));
    if ((await photos.countOf(scope.filledQuestionId)) >= limit) {
      throw new AppError('TOO_MANY_PHOTOS', { max: limit });
    }
    const id = randomUUID();
    const fileName = `${id}.${photoExtensions[contentType]}`;
    await photos.insert(blob, {
      id,
      fileName,
      filledQuestionId: scope.filledQuestionId,
      uploadedByUserId: caller.id,
    });
    return { fileName, contentType, byteSize: blob.byteSize, width: blob.width, height: blob.height };
  });
}
