import { boolean, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { translatedText } from './texts';

export const role = pgTable('role', {
  id: integer('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  textId: integer('text_id')
    .notNull()
    .references(() => translatedText.id),
});

/** Unit types (the specification's farm types). */
export const unitType = pgTable('unit_type', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  textId: integer('text_id')
    .notNull()
    .references(() => translatedText.id),
  orderKey: integer('order_key').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Institution types (the specification's "country" calls). */
export const institutionType = pgTable('institution_type', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  textId: integer('text_id')
    .notNull()
    .references(() => translatedText.id),
  orderKey: integer('order_key').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Which unit types an institution type handles; none listed means all. */
export const institutionTypeUnitType = pgTable(
  'institution_type_unit_type',
  {
    institutionTypeId: integer('institution_type_id')
      .notNull()
      .references(() => institutionType.id, { onDelete: 'cascade' }),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => unitType.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.institutionTypeId, table.unitTypeId] })],
);

/** Institutions (the specification's "region" calls), each of one institution type. */
export const institution = pgTable(
  'institution',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull().unique(),
    institutionTypeId: integer('institution_type_id')
      .notNull()
      .references(() => institutionType.id),
    textId: integer('text_id')
      .notNull()
      .references(() => translatedText.id),
    orderKey: integer('order_key').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('institution_type_idx').on(table.institutionTypeId)],
);

export const answerType = pgTable('answer_type', {
  id: integer('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
});
