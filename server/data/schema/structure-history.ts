import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import { questionnaireType } from './structure';
import { appUser } from './users';

/**
 * The audit log of the structure (issue 14): one row per structure call that changed something,
 * written in the change's own transaction, with the changed part's values before and after.
 */
export const structureChange = pgTable(
  'structure_change',
  {
    id: serial('id').primaryKey(),
    questionnaireTypeId: integer('questionnaire_type_id')
      .notNull()
      .references(() => questionnaireType.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted: the entry stays. */
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The call's name in the API contract (updateQuestionDic, importStructure …). */
    action: varchar('action', { length: 64 }).notNull(),
    /** type, form, subform, group, question or option. */
    level: varchar('level', { length: 16 }).notNull(),
    entityId: integer('entity_id'),
    /** The type's structure version this change made. */
    version: integer('version').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('structure_change_type_idx').on(table.questionnaireTypeId, table.changedAt),
    index('structure_change_user_idx').on(table.questionnaireTypeId, table.userId),
  ],
);

/**
 * A questionnaire type's structure as it was at one version, kept when a change ends a version that
 * questionnaires may have been filled against, so what their users saw stays readable.
 */
export const structureVersion = pgTable(
  'structure_version',
  {
    questionnaireTypeId: integer('questionnaire_type_id')
      .notNull()
      .references(() => questionnaireType.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<QuestionnaireStructure>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.questionnaireTypeId, table.version] })],
);
