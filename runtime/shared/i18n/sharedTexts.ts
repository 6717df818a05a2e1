import widgetsEn from '@widgets/i18n/locales/en/widgets.json';
import sharedEn from './locales/en/shared.json';

/** The texts both apps use in one language: the common and shell ones, and the widgets' beside them. */
export function sharedTexts(shared: typeof sharedEn, widgets: typeof widgetsEn) {
  return { ...shared, widgets };
}

/** Every shared key, typed from the English files (the reference language). */
export type SharedTranslation = ReturnType<typeof sharedTexts>;

/** English is bundled: it is the fallback, so it must be there before anything else is loaded. */
export const englishSharedTexts: SharedTranslation = sharedTexts(sharedEn, widgetsEn);
