import type { DiscardedPhoto } from '@schemas/generated/api/photos';
import type { Db } from '../../data/database';
import { photoRepository } from '../../data/repositories/photo-repository';
import { AppError } from '../app-error';
import type { Caller } from '../fill/read/readable-scope';
import { photoQuestion } from './photo-question';

/**
 * Discards an uploaded photo no saved answer names (DELETE secured/photo/:fileName), by whoever may
 * fill its question (photoQuestion; 404 for an unknown name). A photo a saved answer names stays
 * (`removed: false`): the question's next save, without it, removes it, so the history and the
 * answer never name a missing file.
 */
export async function discardPhoto(db: Db, caller: Caller, fileName: string): Promise<DiscardedPhoto> {
  return db.transaction(async (tx) => {
    const photos = photoRepository(tx);
    const found = await photos.find(fileName);
    if (!found) throw new AppError('NOT_FOUND');
    await photoQuestion(tx, caller, found.filledQuestionId);
    if (found.named) return { removed: false };
    await photos.remove(fileName);
    return { removed: true };
  });
}
