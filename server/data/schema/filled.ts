import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { answerOption, form, question, questionGroup, questionnaireType, subform } from './structure';
import { unit } from './units';
import { appUser } from './users';

/** A GeoJSON geometry as stored: a Point ([lng, lat]) or a grid-square Polygon. */
export interface GeoJsonGeometry {
  type: 'Point' | 'Polygon' | 'MultiPolygon';
  coordinates: unknown;
}

export const questionnaire = pgTable(
  'questionnaire',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id),
    questionnaireTypeId: integer('questionnaire_type_id')
      .notNull()
      .references(() => questionnaireType.id),
    createdByUserId: integer('created_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** Approved by a coordinator; an active questionnaire is blocked for editing. */
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The type's structure version when it was created or last saved: what its user saw. */
    structureVersion: integer('structure_version').notNull().default(1),
  },
  (table) => [
    index('questionnaire_unit_idx').on(table.unitId),
    // With the id: the list sorted by type name reads each type's questionnaires in id order.
    index('questionnaire_type_idx').on(table.questionnaireTypeId, table.id),
    index('questionnaire_status_idx').on(table.isActive, table.id),
    index('questionnaire_created_idx').on(table.createdAt),
    index('questionnaire_creator_idx').on(table.createdByUserId),
  ],
);

export const filledForm = pgTable(
  'filled_form',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaire.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => form.id),
    /** true = submitted, false = in edition. */
    status: boolean('status').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [unique('filled_form_uq').on(table.questionnaireId, table.formId)],
);

export const filledSubform = pgTable(
  'filled_subform',
  {
    id: serial('id').primaryKey(),
    filledFormId: integer('filled_form_id')
      .notNull()
      .references(() => filledForm.id, { onDelete: 'cascade' }),
    subformId: integer('subform_id')
      .notNull()
      .references(() => subform.id),
  },
  (table) => [unique('filled_subform_uq').on(table.filledFormId, table.subformId)],
);

/** A question group instance (the specification's filled question list). */
export const filledQuestionList = pgTable(
  'filled_question_list',
  {
    id: serial('id').primaryKey(),
    filledSubformId: integer('filled_subform_id')
      .notNull()
      .references(() => filledSubform.id, { onDelete: 'cascade' }),
    questionGroupId: integer('question_group_id')
      .notNull()
      .references(() => questionGroup.id),
    /** Instance name for named groups (qlNumber 2) and pattern-named instances. */
    name: varchar('name', { length: 200 }),
    orderKey: integer('order_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('filled_question_list_subform_idx').on(table.filledSubformId, table.orderKey)],
);

export const filledQuestion = pgTable(
  'filled_question',
  {
    id: serial('id').primaryKey(),
    filledQuestionListId: integer('filled_question_list_id')
      .notNull()
      .references(() => filledQuestionList.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id),
    /** Raised on every save, so a stale write can be refused. */
    version: integer('version').notNull().default(0),
    savedAt: timestamp('saved_at', { withTimezone: true }),
  },
  (table) => [
    unique('filled_question_uq').on(table.filledQuestionListId, table.questionId),
    index('filled_question_question_idx').on(table.questionId),
  ],
);

export const answer = pgTable(
  'answer',
  {
    id: serial('id').primaryKey(),
    filledQuestionId: integer('filled_question_id')
      .notNull()
      .references(() => filledQuestion.id, { onDelete: 'cascade' }),
    answerOptionId: integer('answer_option_id').references(() => answerOption.id),
    answer: text('answer'),
    text: text('text'),
    geomAnswer: jsonb('geom_answer').$type<GeoJsonGeometry>(),
    gridGeomAnswer: jsonb('grid_geom_answer').$type<GeoJsonGeometry>(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('answer_filled_question_idx').on(table.filledQuestionId)],
);
