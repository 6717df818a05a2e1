import { integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';

/** Interface and content languages; ids are fixed by the specification (1 en … 6 nl). */
export const locale = pgTable('locale', {
  id: integer('id').primaryKey(),
  localeName: varchar('locale_name', { length: 8 }).notNull().unique(),
});

/** A translatable text. Every name, question, tip and option points at one. */
export const translatedText = pgTable('translated_text', {
  id: serial('id').primaryKey(),
});

export const translation = pgTable(
  'translation',
  {
    textId: integer('text_id')
      .notNull()
      .references(() => translatedText.id, { onDelete: 'cascade' }),
    localeId: integer('locale_id')
      .notNull()
      .references(() => locale.id),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.textId, table.localeId] })],
);
