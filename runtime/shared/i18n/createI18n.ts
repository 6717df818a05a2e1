import i18next from 'i18next';
import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import type { LanguageCode } from './languages';
import type { SharedTranslation } from './resources';
import { sharedTranslations } from './resources';

/**
 * A fresh i18next instance per app (and per test), so that switching the language in one
 * never leaks into another. Resources are bundled, so initialisation is synchronous. Each app
 * passes its texts: the studio the shared ones, the runtime those with its features' texts.
 */
export function createI18n(
  language: LanguageCode = DEFAULT_LANGUAGE,
  translations: Record<LanguageCode, SharedTranslation> = sharedTranslations,
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { translation: translations[code] }])),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    defaultNS: 'translation',
    initAsync: false,
    returnNull: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
