import type { Translations } from '@schemas/generated/common';
import type { Db } from '../database';
import { translatedText, translation } from '../schema/index';

const localeIds: Record<keyof Translations, number> = { en: 1, pl: 2, de: 3, fi: 4, it: 5, nl: 6 };

/**
 * Stores a text in its languages and returns its id. A language left empty ('' in a structure
 * document) is not stored, as the structure editor does, so readers fall back to English for it.
 */
export async function insertText(db: Db, texts: Translations): Promise<number> {
  const [row] = await db.insert(translatedText).values({}).returning({ id: translatedText.id });
  if (!row) throw new Error('No id returned for a new text');
  const written = (Object.keys(localeIds) as (keyof Translations)[])
    .filter((code) => texts[code].trim() !== '')
    .map((code) => ({ textId: row.id, localeId: localeIds[code], text: texts[code] }));
  if (written.length > 0) await db.insert(translation).values(written);
  return row.id;
}
