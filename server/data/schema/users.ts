import { sql } from 'drizzle-orm';
import {
  boolean,
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
    index('app_user_role_idx').on(table.roleId),
    index('app_user_registered_idx').on(table.registeredAt),
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
