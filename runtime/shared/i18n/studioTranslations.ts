import type { LanguageCode } from './languages';
import { byLanguage, fileOf } from './localeFiles';
import type { StudioTexts } from './studioTexts';

// Every language at once, for tests and stories that create i18next synchronously (createI18n).
const files = import.meta.glob<StudioTexts>('../structure/locales/*/studio.json', {
  eager: true,
  import: 'default',
});

/** The studio tools' texts in all six languages. */
export const studioTranslations: Record<LanguageCode, StudioTexts> = byLanguage((language) =>
  fileOf(files, language),
);
