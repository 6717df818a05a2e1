import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadFormRepository } from '../../../data/repositories/fill-read-form-repository';
import { isStoredId } from '../../users/stored-id';
import type { Caller } from './readable-scope';

/**
 * The form dictionary (GET secured/form/list, list/active): the forms of the questionnaire types the
 * caller is offered, optionally of one type; `activeOnly` leaves out inactive forms and types.
 */
export async function listFormDictionary(
  db: Db,
  caller: Caller,
  filter: { questionnaireTypeId?: number; activeOnly: boolean },
  localeId: number,
): Promise<FormDictionaryItem[]> {
  if (filter.questionnaireTypeId !== undefined && !isStoredId(filter.questionnaireTypeId)) return [];
  return fillReadFormRepository(db).dictionary(caller, filter, localeId);
}
