import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { translatedText, translation } from '../schema/index';

/** One language of a structure text, as the structure editor exchanges it. */
export interface TextTranslation {
  localeDicId: number;
  text: string;
}

/** The languages worth storing: non-empty after trimming, one per language (the last one sent wins). */
function storable(entries: readonly TextTranslation[]): TextTranslation[] {
  const byLocale = new Map<number, string>();
  for (const entry of entries) {
    const text = entry.text.trim();
    if (text === '') byLocale.delete(entry.localeDicId);
    else byLocale.set(entry.localeDicId, text);
  }
  return [...byLocale].map(([localeDicId, text]) => ({ localeDicId, text }));
}

/**
 * The texts of the structure editor (names of forms, subforms, groups, questions, options): stored per
 * language; a language left empty is not stored, so the readers fall back to English for it.
 */
export function structureTextRepository(db: Db) {
  async function writeTranslations(textId: number, entries: readonly TextTranslation[]): Promise<void> {
    const rows = storable(entries).map((entry) => ({
      textId,
      localeId: entry.localeDicId,
      text: entry.text,
    }));
    if (rows.length > 0) await db.insert(translation).values(rows);
  }

  return {
    /** A new text with the given languages; answers its id. */
    async insert(entries: readonly TextTranslation[]): Promise<number> {
      const [row] = await db.insert(translatedText).values({}).returning({ id: translatedText.id });
      if (!row) throw new Error('No id returned for a new text');
      await writeTranslations(row.id, entries);
      return row.id;
    },

    /** Replaces every language of an existing text. */
    async replace(textId: number, entries: readonly TextTranslation[]): Promise<void> {
      await db.delete(translation).where(eq(translation.textId, textId));
      await writeTranslations(textId, entries);
    },

    /** Sets one language of a text (the others stay). */
    async setOne(textId: number, entry: TextTranslation): Promise<void> {
      await db
        .insert(translation)
        .values({ textId, localeId: entry.localeDicId, text: entry.text })
        .onConflictDoUpdate({
          target: [translation.textId, translation.localeId],
          set: { text: entry.text },
        });
    },

    /** The stored languages of each text, by text id, in locale order. */
    async translationsOf(textIds: readonly number[]): Promise<Map<number, TextTranslation[]>> {
      const byText = new Map<number, TextTranslation[]>(textIds.map((id) => [id, []]));
      if (textIds.length === 0) return byText;
      const rows = await db
        .select({ textId: translation.textId, localeDicId: translation.localeId, text: translation.text })
        .from(translation)
        .where(inArray(translation.textId, [...new Set(textIds)]))
        .orderBy(asc(translation.textId), asc(translation.localeId));
      for (const row of rows) byText.get(row.textId)?.push({ localeDicId: row.localeDicId, text: row.text });
      return byText;
    },

    /** Removes a text no row points at any more. */
    async remove(textId: number): Promise<void> {
      await db.delete(translatedText).where(eq(translatedText.id, textId));
    },
  };
}
