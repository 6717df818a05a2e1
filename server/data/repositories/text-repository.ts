import type { Translations } from '@schemas/generated/common';
import type { Db } from '../database';
import { translatedText, translation } from '../schema/index';

const localeIds: Record<keyof Translations, number> = { en: 1, pl: 2, de: 3, fi: 4, it: 5, nl: 6 };

/** Stores a text in all its languages and returns its id. */
export async function insertText(db: Db, texts: Translations): Promise<number> {
  const [row] = await db.insert(translatedText).values({}).returning({ id: translatedText.id });
  if (!row) throw new Error('No id returned for a new text');
  await db.insert(translation).values(
    (Object.keys(localeIds) as (keyof Translations)[]).map((code) => ({
      textId: row.id,
      localeId: localeIds[code],
      text: texts[code],
    })),
  );
  return row.id;
}
