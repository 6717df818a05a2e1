import type { Db } from '../../data/database';
import { photoRepository, type ServedPhoto } from '../../data/repositories/photo-repository';
import { AppError } from '../app-error';
import type { Caller } from '../fill/read/readable-scope';

/**
 * A photo or its thumbnail (GET secured/photo/:fileName[/thumbnail]) for a caller who may read its
 * questionnaire, by the rule of its answers (readableQuestionnaireCondition); anyone else, like an
 * unknown name, gets 404.
 */
export async function readPhoto(
  db: Db,
  caller: Caller,
  fileName: string,
  part: 'content' | 'thumbnail',
): Promise<ServedPhoto> {
  const served = await photoRepository(db).readable(caller, fileName, part);
  if (!served) throw new AppError('NOT_FOUND');
  return served;
}
