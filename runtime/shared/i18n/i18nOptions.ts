import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import type { LanguageCode } from './languages';

/** What every i18next instance of the apps shares, whether its texts are bundled or loaded on demand. */
export function i18nOptions(language: LanguageCode): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    defaultNS: 'translation',
    returnNull: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}
