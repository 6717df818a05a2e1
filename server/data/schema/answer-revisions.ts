import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { SavedAnswer } from '@schemas/generated/answers';
import { filledQuestion } from './filled';
import { appUser } from './users';

/**
 * Every change of a filled question's answers, who made it and why: a save with the answers it
 * stored, or a removal (by skip logic or the delete call) with the answers it removed, which stay
 * here so they can be shown and restored.
 */
export const answerRevision = pgTable(
  'answer_revision',
  {
    id: serial('id').primaryKey(),
    filledQuestionId: integer('filled_question_id')
      .notNull()
      .references(() => filledQuestion.id, { onDelete: 'cascade' }),
    /** The filled question's version after the change. */
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<SavedAnswer[]>().notNull(),
    /** Null once the account is deleted. */
    changedByUserId: integer('changed_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** saved (a save: the answers stored), skipped or deleted (a removal: the answers removed). */
    reason: varchar('reason', { length: 16 }).notNull(),
  },
  (table) => [index('answer_revision_filled_question_idx').on(table.filledQuestionId, table.version)],
);
