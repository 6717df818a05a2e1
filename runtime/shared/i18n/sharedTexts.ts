import widgetsEn from '@widgets/i18n/locales/en/widgets.json';
import structureDialogsEn from '../structure/dialogs/locales/en/structureDialogs.json';
import sharedEn from './locales/en/shared.json';

/**
 * The texts both apps use in one language: the common and shell ones, and beside them the widgets' and
 * the structure dialogs' (the studio and the fill screen's admin mode both open them).
 */
export function sharedTexts(
  shared: typeof sharedEn,
  widgets: typeof widgetsEn,
  structureDialogs: typeof structureDialogsEn,
) {
  return { ...shared, widgets, structureDialogs };
}

/** Every shared key, typed from the English files (the reference language). */
export type SharedTranslation = ReturnType<typeof sharedTexts>;

/** English is bundled: it is the fallback, so it must be there before anything else is loaded. */
export const englishSharedTexts: SharedTranslation = sharedTexts(sharedEn, widgetsEn, structureDialogsEn);
