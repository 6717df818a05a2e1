import type { WriteScope } from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../../http/app-error';
import { isStoredId } from '../../users/stored-id';

/**
 * The scope of an id on a fill write, once the caller may change it: an id that names nothing, or a
 * questionnaire of a unit the caller does not work on, is a 404 (an id reveals nothing of other
 * people's questionnaires); a role that may see but not change it gets a 403, an accepted (active) questionnaire
 * or a submitted form a 409. Ids beyond the database's range name nothing and never reach it.
 */
export async function writableScope<T extends WriteScope>(
  id: number,
  find: (id: number) => Promise<T | undefined>,
): Promise<T> {
  const scope = isStoredId(id) ? await find(id) : undefined;
  if (!scope?.readable) throw new AppError('NOT_FOUND');
  if (!scope.editable) throw new AppError('FORBIDDEN');
  if (scope.questionnaireActive) throw new AppError('QUESTIONNAIRE_ACTIVE');
  if (scope.formSubmitted) throw new AppError('FORM_SUBMITTED');
  return scope;
}
