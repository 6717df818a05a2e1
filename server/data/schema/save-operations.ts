import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { filledQuestion } from './filled';
import { appUser } from './users';

/**
 * The answer saves applied under a client's operation id. A device that filled offline sends each
 * save with an id of its own and may send it again when it never saw the reply; the second arrival
 * finds its row here and changes nothing.
 */
export const saveOperation = pgTable(
  'save_operation',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    filledQuestionId: integer('filled_question_id')
      .notNull()
      .references(() => filledQuestion.id, { onDelete: 'cascade' }),
    /** The filled question's version this operation's save gave it. */
    version: integer('version').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('save_operation_applied_idx').on(table.appliedAt)],
);
