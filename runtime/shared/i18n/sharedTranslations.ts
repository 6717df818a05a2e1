import type widgetsEn from '@widgets/i18n/locales/en/widgets.json';
import type { LanguageCode } from './languages';
import { byLanguage, fileOf } from './localeFiles';
import type structureEditorEn from '../structure/locales/en/structureEditor.json';
import type sharedEn from './locales/en/shared.json';
import { sharedTexts } from './sharedTexts';
import type { SharedTranslation } from './sharedTexts';

// Every language at once, for tests and stories that create i18next synchronously; the apps load
// languages on demand instead (loadI18n).
const sharedFiles = import.meta.glob<typeof sharedEn>('./locales/*/shared.json', {
  eager: true,
  import: 'default',
});
const widgetsFiles = import.meta.glob<typeof widgetsEn>('/widgets/i18n/locales/*/widgets.json', {
  eager: true,
  import: 'default',
});
const structureEditorFiles = import.meta.glob<typeof structureEditorEn>(
  '../structure/locales/*/structureEditor.json',
  { eager: true, import: 'default' },
);

/** The texts both apps use, in all six languages. */
export const sharedTranslations: Record<LanguageCode, SharedTranslation> = byLanguage((language) =>
  sharedTexts(
    fileOf(sharedFiles, language),
    fileOf(widgetsFiles, language),
    fileOf(structureEditorFiles, language),
  ),
);
