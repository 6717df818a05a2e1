import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import { STRUCTURE_DIALOGS_NS } from './structureDialogsTexts';
import { STUDIO_NS } from './studioTexts';
import type { LanguageCode } from './languages';

/** What every i18next instance of the apps shares, whether its texts are bundled or loaded on demand. */
export function i18nOptions(language: LanguageCode): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    defaultNS: 'translation',
    // Loaded with every language, like the default namespace.
    ns: ['translation', STRUCTURE_DIALOGS_NS, STUDIO_NS],
    returnNull: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}
