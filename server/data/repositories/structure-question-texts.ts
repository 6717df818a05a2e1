import { asc, eq, inArray } from 'drizzle-orm';
import type { TranslatedText, TranslationEntry } from '@schemas/generated/api/structure-admin';
import type { Db } from '../database';
import { translatedText, translation } from '../schema/index';

/**
 * Stores a text edited in the structure editor: into the text `textId` names, or a new text when it is
 * null. Its translations become exactly the non-empty ones sent (trimmed; the last wins when a language
 * comes twice), so a language left empty falls back to English on the screens instead of showing
 * nothing. Answers the text's id.
 */
export async function saveTranslatedText(
  db: Db,
  text: TranslatedText,
  textId: number | null,
): Promise<number> {
  let id = textId;
  if (id === null) {
    const [row] = await db.insert(translatedText).values({}).returning({ id: translatedText.id });
    if (!row) throw new Error('No id returned for a new text');
    id = row.id;
  }
  const byLocale = new Map<number, string>();
  for (const entry of text.translations) {
    const trimmed = entry.text.trim();
    if (trimmed === '') byLocale.delete(entry.localeDicId);
    else byLocale.set(entry.localeDicId, trimmed);
  }
  await db.delete(translation).where(eq(translation.textId, id));
  if (byLocale.size > 0) {
    const textRowId = id;
    await db
      .insert(translation)
      .values([...byLocale].map(([localeId, written]) => ({ textId: textRowId, localeId, text: written })));
  }
  return id;
}

/** The stored translations of texts, by text id, in locale order (texts without any map to []). */
export async function translationsOf(
  db: Db,
  textIds: readonly number[],
): Promise<Map<number, TranslationEntry[]>> {
  const found = new Map<number, TranslationEntry[]>(textIds.map((id) => [id, []]));
  if (textIds.length === 0) return found;
  const rows = await db
    .select({ textId: translation.textId, localeDicId: translation.localeId, text: translation.text })
    .from(translation)
    .where(inArray(translation.textId, [...new Set(textIds)]))
    .orderBy(asc(translation.textId), asc(translation.localeId));
  for (const row of rows) found.get(row.textId)?.push({ localeDicId: row.localeDicId, text: row.text });
  return found;
}

/** A stored text as the structure calls answer it: its id and translations. */
export function translatedTextOf(
  textId: number,
  translations: ReadonlyMap<number, TranslationEntry[]>,
): TranslatedText {
  return { id: textId, translations: translations.get(textId) ?? [] };
}

/** Deletes texts nothing points at any more (an emptied group heading or tip). */
export async function deleteTexts(db: Db, textIds: readonly number[]): Promise<void> {
  if (textIds.length === 0) return;
  await db.delete(translatedText).where(inArray(translatedText.id, [...textIds]));
}
