import { QUESTIONNAIRE_NAME_MAX_LENGTH } from '@engine/structure/check-questionnaire-type-name';
import type { Translations } from '@schemas/generated/common';
import { translate, type ServerLocale } from '../../i18n/index';

/** Keys are at most 64 characters (common.schema.json Key, questionnaire_type.key). */
const KEY_MAX_LENGTH = 64;

/** The n-th candidate key of a copy: `<key>_copy`, `<key>_copy_2` …, the key shortened to fit. */
export function copyKey(key: string, n: number): string {
  const suffix = n === 1 ? '_copy' : `_copy_${n}`;
  return `${key.slice(0, KEY_MAX_LENGTH - suffix.length)}${suffix}`;
}

/**
 * A copy's name: each language's name with that language's " (copy)", shortened (by whole words where
 * it can) so that it stays within the type name's limit of 50 characters. A language without a name stays without one (it falls back to English).
 */
export function copyName(name: Translations): Translations {
  const suffixed = (locale: ServerLocale): string => {
    const text = name[locale].trim();
    if (text === '') return '';
    const suffix = translate(locale, 'structureImport.copySuffix');
    const room = QUESTIONNAIRE_NAME_MAX_LENGTH - suffix.length;
    let shortened = text.slice(0, room);
    // Shortened names lose whole words where they can, not half of one.
    if (text.length > room && shortened.includes(' '))
      shortened = shortened.slice(0, shortened.lastIndexOf(' '));
    return `${shortened.trimEnd()}${suffix}`;
  };
  return {
    en: suffixed('en'),
    pl: suffixed('pl'),
    de: suffixed('de'),
    fi: suffixed('fi'),
    it: suffixed('it'),
    nl: suffixed('nl'),
  };
}
