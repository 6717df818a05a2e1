import type { TranslatedText } from '@schemas/generated/api/structure-admin';
import { STRUCTURE_LOCALE_IDS, type StructureLocaleId } from '@engine/structure/structure-problem';

/** A translated text while it is typed: one string per content language (1 en … 6 nl). */
export type TranslationDraft = Readonly<Record<StructureLocaleId, string>>;

/** The draft of a saved text (empty strings for the languages it lacks), or an empty one. */
export function draftOf(text: TranslatedText | null | undefined): TranslationDraft {
  const textIn = (localeDicId: StructureLocaleId) =>
    text?.translations.find((entry) => entry.localeDicId === localeDicId)?.text ?? '';
  return { 1: textIn(1), 2: textIn(2), 3: textIn(3), 4: textIn(4), 5: textIn(5), 6: textIn(6) };
}

/**
 * The text to send: every language in locale order, trimmed, empty where it is missing, so that a
 * translation cleared in the dialog is cleared on the server too; the saved text's id when editing.
 */
export function translatedTextOf(draft: TranslationDraft, saved?: TranslatedText | null): TranslatedText {
  const translations = STRUCTURE_LOCALE_IDS.map((localeDicId) => ({
    localeDicId,
    text: draft[localeDicId].trim(),
  }));
  return saved?.id !== undefined && saved.id !== null ? { id: saved.id, translations } : { translations };
}

/** The languages of a draft still empty. */
export function missingLocales(draft: TranslationDraft): StructureLocaleId[] {
  return STRUCTURE_LOCALE_IDS.filter((localeDicId) => draft[localeDicId].trim() === '');
}

/** Whether any language of a draft has text. */
export function hasAnyText(draft: TranslationDraft): boolean {
  return missingLocales(draft).length < STRUCTURE_LOCALE_IDS.length;
}
