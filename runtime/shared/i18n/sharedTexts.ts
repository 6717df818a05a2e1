import widgetsEn from '@widgets/i18n/locales/en/widgets.json';
import structureEditorEn from '../structure/locales/en/structureEditor.json';
import sharedEn from './locales/en/shared.json';

/**
 * The texts both apps use in one language: the common and shell ones, and beside them the widgets' and
 * the structure editor's (the studio and the fill screen's admin mode both edit the structure). The
 * structure dialogs' texts are a namespace of their own (structureDialogsTexts.ts).
 */
export function sharedTexts(
  shared: typeof sharedEn,
  widgets: typeof widgetsEn,
  structureEditor: typeof structureEditorEn,
) {
  return { ...shared, widgets, structureEditor };
}

/** Every shared key, typed from the English files (the reference language). */
export type SharedTranslation = ReturnType<typeof sharedTexts>;

/** English is bundled: it is the fallback, so it must be there before anything else is loaded. */
export const englishSharedTexts: SharedTranslation = sharedTexts(sharedEn, widgetsEn, structureEditorEn);
