import { STRUCTURE_LOCALE_IDS } from '@engine/structure/structure-problem';
import type { TranslatedText } from '@schemas/generated/api/structure-admin';
import type { TextTranslation } from '../../data/repositories/structure-text-repository';

/**
 * A stored text as the structure editor reads it: every language in locale order, '' where none is
 * stored (the dialogs mark those as missing translations; readers fall back to English).
 */
export function translatedTextOf(
  textId: number,
  stored: readonly TextTranslation[] | undefined,
): TranslatedText {
  return {
    id: textId,
    translations: STRUCTURE_LOCALE_IDS.map((localeDicId) => ({
      localeDicId,
      text: stored?.find((entry) => entry.localeDicId === localeDicId)?.text ?? '',
    })),
  };
}

/** The languages of a text sent by the editor (none for a text it left out). */
export function translationsSent(text: TranslatedText | null | undefined): TextTranslation[] {
  return text?.translations ?? [];
}
