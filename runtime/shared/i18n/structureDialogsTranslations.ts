import type { LanguageCode } from './languages';
import { byLanguage, fileOf } from './localeFiles';
import type { StructureDialogsTexts } from './structureDialogsTexts';

// Every language at once, for tests and stories that create i18next synchronously (createI18n).
const files = import.meta.glob<StructureDialogsTexts>(
  '../structure/dialogs/locales/*/structureDialogs.json',
  {
    eager: true,
    import: 'default',
  },
);

/** The structure dialogs' texts in all six languages. */
export const structureDialogsTranslations: Record<LanguageCode, StructureDialogsTexts> = byLanguage(
  (language) => fileOf(files, language),
);
