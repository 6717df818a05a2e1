import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { form } from './structure';
import { questionnaire } from './filled';
import { translatedText } from './texts';

export interface IndicatorInput {
  questionId: number;
  weight?: number;
  min?: number;
  max?: number;
  higherIsBetter?: boolean;
}

/** Indicator definitions: themes, subthemes and leaf indicators of a form's report. */
export const indicator = pgTable(
  'indicator',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => indicator.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    textId: integer('text_id')
      .notNull()
      .references(() => translatedText.id),
    weight: doublePrecision('weight').notNull().default(1),
    inputs: jsonb('inputs').$type<IndicatorInput[]>().notNull().default([]),
    orderKey: integer('order_key').notNull(),
  },
  (table) => [index('indicator_form_idx').on(table.formId, table.parentId)],
);

/** Computed indicator values of one questionnaire (value on the answers' scale, scaled 0-100). */
export const indicatorResult = pgTable(
  'indicator_result',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaire.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicator.id, { onDelete: 'cascade' }),
    value: doublePrecision('value'),
    scaledValue: doublePrecision('scaled_value'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('indicator_result_uq').on(table.questionnaireId, table.indicatorId)],
);
