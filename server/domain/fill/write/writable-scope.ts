import type { WriteScope } from '../../../data/repositories/fill-write-scope-repository';
import { AppError, type ErrorCode } from '../../app-error';
import { isStoredId } from '../../users/stored-id';

/** What decides whether a caller may write in a filled form. */
export type WriteFlags = Pick<WriteScope, 'readable' | 'editable' | 'questionnaireActive' | 'formSubmitted'>;

/**
 * Why a write in a filled form is refused, or undefined when it is allowed: a questionnaire the caller
 * may not see is NOT_FOUND, one they may see but not change (not working on its unit) FORBIDDEN, an
 * accepted (active) questionnaire or a submitted form a conflict. The fill reads tell the screen the
 * same verdict, so what it offers to edit is exactly what the writes accept.
 */
export function writeRefusal(flags: WriteFlags): ErrorCode | undefined {
  if (!flags.readable) return 'NOT_FOUND';
  if (!flags.editable) return 'FORBIDDEN';
  if (flags.questionnaireActive) return 'QUESTIONNAIRE_ACTIVE';
  if (flags.formSubmitted) return 'FORM_SUBMITTED';
  return undefined;
}

/**
 * The scope of an id on a fill write, once the caller may change it (see `writeRefusal`): an id that
 * names nothing, or a questionnaire of a unit the caller does not work on, is a 404 (an id reveals
 * nothing of other people's questionnaires). Ids beyond the database's range name nothing and never
 * reach it. A write into a form or subform an administrator switched off is a 409 STRUCTURE_INACTIVE:
 * its stored answers stay, but nothing new goes in.
 */
export async function writableScope<T extends WriteScope>(
  id: number,
  find: (id: number) => Promise<T | undefined>,
): Promise<T> {
  const scope = isStoredId(id) ? await find(id) : undefined;
  if (!scope) throw new AppError('NOT_FOUND');
  const refusal = writeRefusal(scope);
  if (refusal) throw new AppError(refusal);
  if (!scope.structureActive) throw new AppError('STRUCTURE_INACTIVE');
  return scope;
}
