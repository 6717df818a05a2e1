import { supportedLocaleId } from '../dictionaries';

/**
 * The locale of the names in a structure reply: `localeDicId` of the query when sent (any other id
 * than 1..6 means English, as everywhere), else the request's own language.
 */
export function structureLocaleId(localeDicId: unknown, requestLocaleId: number): number {
  return typeof localeDicId === 'string' && localeDicId !== ''
    ? supportedLocaleId(Number(localeDicId))
    : requestLocaleId;
}
