import { photoKind } from '@engine/kinds/photo';
import type { Db } from '../../data/database';
import {
  fillWriteScopeRepository,
  type QuestionWriteScope,
} from '../../data/repositories/fill-write-scope-repository';
import { AppError } from '../app-error';
import type { Caller } from '../fill/read/readable-scope';
import { writableScope } from '../fill/write/writable-scope';

/**
 * The filled question a photo goes to, once the caller may write in it by the answers' own rules
 * (writableScope: 404 for a questionnaire they may not see, 403 for one they may see but not fill,
 * 409 when accepted or submitted) and it is a shown photo question (400 NOT_A_PHOTO_QUESTION). Locks
 * it as a save does.
 */
export async function photoQuestion(
  db: Db,
  caller: Caller,
  filledQuestionId: number,
): Promise<QuestionWriteScope> {
  const scope = await writableScope(filledQuestionId, (id) =>
    fillWriteScopeRepository(db).lockQuestion(caller, id),
  );
  if (!scope.shown) throw new AppError('NOT_FOUND');
  if (scope.answerTypeId !== photoKind.id) throw new AppError('NOT_A_PHOTO_QUESTION');
  return scope;
}
