import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { institution, unitType } from './dictionaries';
import { appUser } from './users';

/** A unit (the specification's farm): the thing questionnaires are about. */
export const unit = pgTable(
  'unit',
  {
    id: serial('id').primaryKey(),
    /** The unit name / description shown in lists. */
    description: text('description').notNull(),
    /** The unit's code (farm number), used in group instance names. */
    number: varchar('number', { length: 64 }).notNull(),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => unitType.id),
    institutionId: integer('institution_id').references(() => institution.id),
    /** The owning farmer (the specification's usersId); null while the unit waits for an owner. */
    ownerUserId: integer('owner_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('unit_owner_idx').on(table.ownerUserId),
    index('unit_type_idx').on(table.unitTypeId),
    index('unit_institution_idx').on(table.institutionId),
    index('unit_created_idx').on(table.createdAt),
    index('unit_description_lower_idx').on(sql`lower(${table.description})`),
    // Trigram indexes (pg_trgm) serve the lists' case-insensitive "contains" search and filters.
    index('unit_description_trgm_idx').using('gin', sql`lower(${table.description}) gin_trgm_ops`),
    index('unit_number_trgm_idx').using('gin', sql`lower(${table.number}) gin_trgm_ops`),
  ],
);

/** Where an expert's access to a unit stands: only `accepted` grants any access. */
export const ASSIGNMENT_STATUS = { pending: 'pending', accepted: 'accepted' } as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUS)[keyof typeof ASSIGNMENT_STATUS];

/**
 * Experts' access to units. An expert's own request stays `pending` until the unit's owner (or an
 * administrator) accepts it; a declined or revoked assignment is deleted, its history kept in audit_event.
 */
export const unitAssignment = pgTable(
  'unit_assignment',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** When the assignment was requested (or made, for one that needed no consent). */
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 16 }).$type<AssignmentStatus>().notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.unitId, table.userId] }),
    index('unit_assignment_user_idx').on(table.userId),
    check('unit_assignment_status_check', sql`${table.status} in ('pending', 'accepted')`),
  ],
);
