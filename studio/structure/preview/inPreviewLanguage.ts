import { FALLBACK_LOCALE_ID, translationOf } from '@engine/structure/structure-problem';
import type { TranslatedText } from '@schemas/generated/api/structure-admin';

/**
 * An item of the structure lists named in the preview's language: the lists name their items in the
 * studio's language, and carry every translation beside. A missing translation falls back to English,
 * as on the fill screen, then to the listed name.
 */
export function inPreviewLanguage<Item extends { name: string; text: TranslatedText }>(
  item: Item,
  localeId: number,
): Item {
  const name = translationOf(item.text, localeId) || translationOf(item.text, FALLBACK_LOCALE_ID);
  return name === '' ? item : { ...item, name };
}
