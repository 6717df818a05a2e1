import type { StructureDialogsTexts } from '../shared/i18n/structureDialogsTexts';
import type { StudioTexts } from '../shared/i18n/studioTexts';
import type { Translation } from './runtimeTexts';

// Typed keys: a misspelt or missing key in t('…') is a compile error, not an untranslated screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The structure dialogs' keys in a namespace of their own: one union of every key is past tsc's limits.
    resources: { translation: Translation; structureDialogs: StructureDialogsTexts; studio: StudioTexts };
  }
}
