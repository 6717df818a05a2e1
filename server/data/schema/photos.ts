import { customType, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { filledQuestion } from './filled';
import { appUser } from './users';

/** PostgreSQL's bytea: a Buffer on node-postgres, a Uint8Array on PGlite; a Buffer in our code. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of every stored photo once, by their SHA-256 (as ODK Central stores attachments): in the
 * database, so that backups and every server instance see the same files, never under the web root.
 * A blob no photo names is removed with the last photo naming it (trigger `photo_blob_released`).
 */
export const photoBlob = pgTable('photo_blob', {
  sha256: varchar('sha256', { length: 64 }).primaryKey(),
  /** The type found in the content: image/jpeg, image/png or image/webp. */
  contentType: varchar('content_type', { length: 32 }).notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  content: bytes('content').notNull(),
  /** An upright JPEG of at most 320 px a side. */
  thumbnail: bytes('thumbnail').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A photo uploaded to a filled question: its answer names it by `fileName` once the question is saved.
 * It goes with its filled question (a removed group instance or questionnaire), with the last saved
 * answer naming it (trigger `answer_photo_released`), or, never named by a save, after a day
 * (housekeeping).
 */
export const photo = pgTable(
  'photo',
  {
    id: uuid('id').primaryKey(),
    /** `<id>.<jpg|png|webp>`: what the answer holds and the export's zip calls the file. */
    fileName: varchar('file_name', { length: 64 }).notNull().unique('photo_file_name_uq'),
    filledQuestionId: integer('filled_question_id')
      .notNull()
      .references(() => filledQuestion.id, { onDelete: 'cascade' }),
    sha256: varchar('sha256', { length: 64 })
      .notNull()
      .references(() => photoBlob.sha256),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('photo_filled_question_idx').on(table.filledQuestionId),
    index('photo_sha256_idx').on(table.sha256),
    index('photo_uploaded_idx').on(table.uploadedAt),
  ],
);
