import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { filledQuestion, questionnaire } from './filled';
import { appUser } from './users';

/**
 * A coordinator's comment on a filled question. The questionnaire is kept beside the filled
 * question so that a questionnaire's comments are read without walking its forms.
 */
export const reviewComment = pgTable(
  'review_comment',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaire.id, { onDelete: 'cascade' }),
    filledQuestionId: integer('filled_question_id')
      .notNull()
      .references(() => filledQuestion.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the comment stays with the questionnaire. */
    authorUserId: integer('author_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    text: varchar('text', { length: 2000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: integer('resolved_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('review_comment_questionnaire_idx').on(table.questionnaireId),
    index('review_comment_filled_question_idx').on(table.filledQuestionId),
  ],
);

/** An answer to a review comment, by the questionnaire's farmer or expert or a coordinator. */
export const reviewReply = pgTable(
  'review_reply',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => reviewComment.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    text: varchar('text', { length: 2000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('review_reply_comment_idx').on(table.commentId)],
);
