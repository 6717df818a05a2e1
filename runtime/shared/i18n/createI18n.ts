import i18next from 'i18next';
import type { i18n } from 'i18next';
import { i18nOptions } from './i18nOptions';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import type { LanguageCode } from './languages';
import type { SharedTranslation } from './sharedTexts';
import { sharedTranslations } from './sharedTranslations';
import { STRUCTURE_DIALOGS_NS } from './structureDialogsTexts';
import { structureDialogsTranslations } from './structureDialogsTranslations';
import { STUDIO_NS } from './studioTexts';
import { studioTranslations } from './studioTranslations';

/**
 * A fresh i18next instance per test or story, so that switching the language in one never leaks
 * into another. Every language is given at once, so initialisation is synchronous: the runtime's
 * tests pass its texts, the studio's the shared ones. The apps themselves use loadI18n.
 */
export function createI18n(
  language: LanguageCode = DEFAULT_LANGUAGE,
  translations: Record<LanguageCode, SharedTranslation> = sharedTranslations,
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...i18nOptions(language),
    resources: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [
        code,
        {
          translation: translations[code],
          [STRUCTURE_DIALOGS_NS]: structureDialogsTranslations[code],
          [STUDIO_NS]: studioTranslations[code],
        },
      ]),
    ),
    initAsync: false,
  });
  return instance;
}
