import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { filledForm, filledQuestion, questionnaire } from './filled';
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

/**
 * The approval actions a questionnaire's review records, one per accepted call (docs/decisions.md,
 * "Issue 19: export of review"): a form submitted, the questionnaire confirmed (accepted) or unblocked.
 */
export const APPROVAL_ACTION_KINDS = ['formSubmitted', 'confirmed', 'unblocked'] as const;

export type ApprovalActionKind = (typeof APPROVAL_ACTION_KINDS)[number];

/**
 * An approval action on a questionnaire, written in the transaction of the state change it records.
 * The filled form is the one submitted (null for confirming and unblocking).
 */
export const approvalAction = pgTable(
  'approval_action',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaire.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<ApprovalActionKind>().notNull(),
    /** Null once the actor's account is deleted: the action stays with the questionnaire. */
    actorUserId: integer('actor_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    filledFormId: integer('filled_form_id').references(() => filledForm.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('approval_action_questionnaire_idx').on(table.questionnaireId),
    check(
      'approval_action_kind_check',
      sql`${table.kind} in (${sql.raw(APPROVAL_ACTION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);
