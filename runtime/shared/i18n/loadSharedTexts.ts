import type structureEditorEn from '../structure/locales/en/structureEditor.json';
import type widgetsEn from '@widgets/i18n/locales/en/widgets.json';
import type { LanguageCode } from './languages';
import { fileOf } from './localeFiles';
import type sharedEn from './locales/en/shared.json';
import { sharedTexts } from './sharedTexts';
import type { SharedTranslation } from './sharedTexts';

// One lazily loaded chunk per file, English left out (it is bundled). Every language has the keys of
// the English files (tests/runtime/translations), hence their types.
const sharedFiles = import.meta.glob<typeof sharedEn>(['./locales/*/shared.json', '!./locales/en/*'], {
  import: 'default',
});
const widgetsFiles = import.meta.glob<typeof widgetsEn>(
  ['/widgets/i18n/locales/*/widgets.json', '!/widgets/i18n/locales/en/*'],
  { import: 'default' },
);
const structureEditorFiles = import.meta.glob<typeof structureEditorEn>(
  ['../structure/locales/*/structureEditor.json', '!../structure/locales/en/*'],
  { import: 'default' },
);

/** The shared texts of one language other than English, loaded on demand. */
export async function loadSharedTexts(language: LanguageCode): Promise<SharedTranslation> {
  const [shared, widgets, structureEditor] = await Promise.all([
    fileOf(sharedFiles, language)(),
    fileOf(widgetsFiles, language)(),
    fileOf(structureEditorFiles, language)(),
  ]);
  return sharedTexts(shared, widgets, structureEditor);
}
