import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { questionnaireTypeRepository } from '../../data/repositories/questionnaire-type-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { localeIdByCode, supportedLocaleId } from '../dictionaries';

function isLocaleCode(value: string): value is keyof typeof localeIdByCode {
  return Object.hasOwn(localeIdByCode, value);
}

/** A locale id (any id outside 1-6 means English, as in the dictionary calls) or a locale code. */
export function localeIdOf(locale: string): number {
  return isLocaleCode(locale) ? localeIdByCode[locale] : supportedLocaleId(Number(locale));
}

/**
 * The active or inactive questionnaire types the caller may be offered (GET secured/questinnaire/dic/list
 * and dic/inactive), translated, in their order.
 */
export function listQuestionnaireTypes(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  isActive: boolean,
  locale: string,
): Promise<QuestionnaireTypeItem[]> {
  return questionnaireTypeRepository(db).list(caller, isActive, localeIdOf(locale));
}
