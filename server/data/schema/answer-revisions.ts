import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { SavedAnswer } from '@schemas/generated/answers';
import { filledQuestion, filledSubform } from './filled';
import { question } from './structure';
import { appUser } from './users';

/**
 * Every change of a filled question's answers, who made it and why: a save with the answers it
 * stored, a restore of removed answers, or a removal (by skip logic, the delete call or the deletion
 * of the question's group instance) with the answers it removed, which stay here so they can be shown
 * and restored. The rows outlive their filled question (a deleted group instance): the filled subform,
 * the dictionary question and the instance's name still place them.
 */
export const answerRevision = pgTable(
  'answer_revision',
  {
    id: serial('id').primaryKey(),
    /** Null once the group instance of the question was deleted. */
    filledQuestionId: integer('filled_question_id').references(() => filledQuestion.id, {
      onDelete: 'set null',
    }),
    /** Where the question was: its filled subform (the history goes with the questionnaire)… */
    filledSubformId: integer('filled_subform_id').references(() => filledSubform.id, {
      onDelete: 'cascade',
    }),
    /** …its dictionary question… */
    questionId: integer('question_id').references(() => question.id, { onDelete: 'cascade' }),
    /** …and the name of its group instance when the change was made. */
    instanceName: varchar('instance_name', { length: 200 }),
    /** The filled question's version after the change. */
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<SavedAnswer[]>().notNull(),
    /** Null once the account is deleted. */
    changedByUserId: integer('changed_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /**
     * saved (a save: the answers stored), restored (removed answers stored again), skipped, deleted or
     * instanceDeleted (a removal: the answers removed).
     */
    reason: varchar('reason', { length: 16 }).notNull(),
  },
  (table) => [
    index('answer_revision_filled_question_idx').on(table.filledQuestionId, table.version),
    index('answer_revision_place_idx').on(table.filledSubformId, table.questionId),
  ],
);
