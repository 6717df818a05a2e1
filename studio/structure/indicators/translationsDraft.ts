import type { TranslationDraft } from '@runtime/shared/structure/dialogs/translationDraft';
import type { Translations } from '@schemas/generated/structure';

/** A document name as the six translation fields edit it (locale ids 1 en … 6 nl). */
export function draftOfTranslations(name: Translations): TranslationDraft {
  return { 1: name.en, 2: name.pl, 3: name.de, 4: name.fi, 5: name.it, 6: name.nl };
}

/** The fields' texts back as a document name. */
export function translationsOfDraft(draft: TranslationDraft): Translations {
  return { en: draft[1], pl: draft[2], de: draft[3], fi: draft[4], it: draft[5], nl: draft[6] };
}
