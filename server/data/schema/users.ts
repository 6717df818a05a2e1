import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { institution, institutionType, role } from './dictionaries';
import { locale } from './texts';
import { questionnaireType } from './structure';

export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 100 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    localeId: integer('locale_id')
      .notNull()
      .references(() => locale.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    institutionTypeId: integer('institution_type_id').references(() => institutionType.id),
    institutionId: integer('institution_id').references(() => institution.id),
    /** The user clicked the e-mailed activation link. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** An administrator confirmed the account (roles that need it), or it needs no confirmation. */
    confirmed: boolean('confirmed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    acceptedRodoAt: timestamp('accepted_rodo_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('app_user_email_idx').on(sql`lower(${table.email})`),
    // E-mails are stored trimmed, so ' a@b.c' can never stand beside 'a@b.c'.
    check('app_user_email_trimmed', sql`${table.email} = btrim(${table.email}) and ${table.email} <> ''`),
    // At most one main administrator, whatever races between registrations or scripts.
    uniqueIndex('app_user_one_super_user_idx')
      .on(table.isSuperUser)
      .where(sql`${table.isSuperUser}`),
    index('app_user_role_idx').on(table.roleId),
    index('app_user_registered_idx').on(table.registeredAt),
    // The lists' e-mail search ("contains"): a trigram index (pg_trgm).
    index('app_user_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
  ],
);

/** Single-use activation and password-reset tokens; only their SHA-256 hash is stored. */
export const userToken = pgTable(
  'user_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_token_user_idx').on(table.userId)],
);

/**
 * Login sessions, one per login: the bearer token names its row (`sid`), and every secured request
 * finds the row alive, so logging out, a password change or an administrator's action ends a session
 * at once on every server instance (the database is their shared store). The id is 256-bit random; the
 * token's signature, not the id, is what a caller must hold.
 */
export const userSession = pgTable(
  'user_session',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The account's role at login: a session whose account has changed role since is over. */
    roleId: integer('role_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last renewal (the user was active then); tokens live a few minutes after it. */
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull(),
    /** The absolute end: no renewal reaches beyond it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended early: logout, password-changed, password-reset, deactivated, role-changed. */
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (table) => [index('user_session_user_idx').on(table.userId)],
);

/** Questionnaire-type rights of coordinators and observers. */
export const questionnaireTypeRight = pgTable(
  'questionnaire_type_right',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    questionnaireTypeId: integer('questionnaire_type_id')
      .notNull()
      .references(() => questionnaireType.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionnaireTypeId] })],
);

/**
 * The one-time token the first registration of an empty database must present to become the main
 * administrator; printed in the server log at start. One row at most (id is always 1).
 */
export const setupToken = pgTable(
  'setup_token',
  {
    id: integer('id').primaryKey(),
    token: varchar('token', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('setup_token_single_row', sql`${table.id} = 1`)],
);

/**
 * Security-relevant events (who granted or withdrew access to what), append-only. Ids are kept as
 * plain numbers without foreign keys so the history outlives the users and units it names.
 */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that acted; null for the system. */
    actorUserId: integer('actor_user_id'),
    /** What happened, e.g. `assignment.requested`, `assignment.accepted`, `assignment.revoked`. */
    action: varchar('action', { length: 64 }).notNull(),
    unitId: integer('unit_id'),
    /** The account the event is about (the expert of an assignment). */
    subjectUserId: integer('subject_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_event_occurred_idx').on(table.occurredAt),
    index('audit_event_unit_idx').on(table.unitId),
    index('audit_event_subject_idx').on(table.subjectUserId),
  ],
);
