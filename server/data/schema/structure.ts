import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { answerType, unitType } from './dictionaries';
import { translatedText } from './texts';

const textRef = () => translatedText.id;

export const questionnaireType = pgTable('questionnaire_type', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  textId: integer('text_id').notNull().references(textRef),
  /** The "Long" type: offered only to coordinators and experts. */
  privilegedOnly: boolean('privileged_only').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  orderKey: integer('order_key').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 1 when created, one more with every structure change (structure_change.version). */
  structureVersion: integer('structure_version').notNull().default(1),
});

export const form = pgTable(
  'form',
  {
    id: serial('id').primaryKey(),
    questionnaireTypeId: integer('questionnaire_type_id')
      .notNull()
      .references(() => questionnaireType.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    textId: integer('text_id').notNull().references(textRef),
    hasReport: boolean('has_report').notNull().default(false),
    orderKey: integer('order_key').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    unique('form_key_uq').on(table.questionnaireTypeId, table.key),
    index('form_type_idx').on(table.questionnaireTypeId, table.orderKey),
  ],
);

export const subform = pgTable(
  'subform',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    code: varchar('code', { length: 45 }).notNull(),
    textId: integer('text_id').notNull().references(textRef),
    orderKey: integer('order_key').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('subform_form_idx').on(table.formId, table.orderKey)],
);

/** Unit types a subform applies to; none listed means all. */
export const subformUnitType = pgTable(
  'subform_unit_type',
  {
    subformId: integer('subform_id')
      .notNull()
      .references(() => subform.id, { onDelete: 'cascade' }),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => unitType.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.subformId, table.unitTypeId] })],
);

/** Question group dictionary (the specification's question list dictionary). */
export const questionGroup = pgTable(
  'question_group',
  {
    id: serial('id').primaryKey(),
    subformId: integer('subform_id')
      .notNull()
      .references(() => subform.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    qlNumber: smallint('ql_number').notNull(),
    textId: integer('text_id').notNull().references(textRef),
    orderKey: integer('order_key').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    optional: boolean('optional').notNull().default(false),
    instanceNamePattern: varchar('instance_name_pattern', { length: 100 }),
  },
  (table) => [index('question_group_subform_idx').on(table.subformId, table.orderKey)],
);

export const questionGroupUnitType = pgTable(
  'question_group_unit_type',
  {
    questionGroupId: integer('question_group_id')
      .notNull()
      .references(() => questionGroup.id, { onDelete: 'cascade' }),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => unitType.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.questionGroupId, table.unitTypeId] })],
);

export const question = pgTable(
  'question',
  {
    id: serial('id').primaryKey(),
    questionGroupId: integer('question_group_id')
      .notNull()
      .references(() => questionGroup.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    answerTypeId: integer('answer_type_id')
      .notNull()
      .references(() => answerType.id),
    shortName: varchar('short_name', { length: 10 }).notNull(),
    textId: integer('text_id').notNull().references(textRef),
    groupHeadingTextId: integer('group_heading_text_id').references(textRef),
    tipTextId: integer('tip_text_id').references(textRef),
    category: varchar('category', { length: 150 }),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    maxAnswerQuestionId: integer('max_answer_question_id').references((): AnyPgColumn => question.id, {
      onDelete: 'set null',
    }),
    recommended: boolean('recommended').notNull().default(false),
    tracked: boolean('tracked').notNull().default(false),
    optionsFromQuestionId: integer('options_from_question_id').references((): AnyPgColumn => question.id, {
      onDelete: 'set null',
    }),
    prefillFromQuestionId: integer('prefill_from_question_id').references((): AnyPgColumn => question.id, {
      onDelete: 'set null',
    }),
    orderKey: integer('order_key').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('question_group_idx').on(table.questionGroupId, table.orderKey)],
);

/** Forms whose reports need a recommended question's answer. */
export const questionRecommendedForm = pgTable(
  'question_recommended_form',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.formId] })],
);

/** Answer option dictionary (the specification's answer list). */
export const answerOption = pgTable(
  'answer_option',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    textId: integer('text_id').notNull().references(textRef),
    shortName: varchar('short_name', { length: 10 }),
    hasInput: boolean('has_input').notNull().default(false),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    maxAnswerQuestionId: integer('max_answer_question_id').references(() => question.id, {
      onDelete: 'set null',
    }),
    skipQuestions: integer('skip_questions').notNull().default(0),
    skipQuestionsOffset: integer('skip_questions_offset').notNull().default(0),
    score: doublePrecision('score'),
    /** `{ questionId, optionIds }`: offered only while that question's answer is one of those options. */
    availableWhen: jsonb('available_when').$type<{ questionId: number; optionIds: number[] }>(),
    orderKey: integer('order_key').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('answer_option_question_idx').on(table.questionId, table.orderKey)],
);
