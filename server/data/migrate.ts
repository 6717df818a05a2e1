import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** drizzle's own bookkeeping table, declared here so it is read with the typed query layer. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface MigrationState {
  /** Number of migrations applied to this database. */
  version: number;
  /** Tag of the newest migration this server knows. */
  latest: string;
  /** Number of migrations this server knows. */
  known: number;
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

function isJournal(value: unknown): value is Journal {
  return typeof value === 'object' && value !== null && 'entries' in value && Array.isArray(value.entries);
}

let journal: Journal | undefined;

/** The migrations this server ships; read once, as /api/health asks for it on every probe. */
function readJournal(): Journal {
  if (journal) return journal;
  const parsed: unknown = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
  if (!isJournal(parsed)) throw new Error('The migration journal is unreadable.');
  journal = parsed;
  return parsed;
}

/** Applies every pending migration; the same files serve PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<MigrationState> {
  await database.applyMigrations(migrationsFolder);
  return readMigrationState(database);
}

export async function readMigrationState(database: Database): Promise<MigrationState> {
  const journal = readJournal();
  const [applied] = await database.db.select({ version: count() }).from(appliedMigrations);
  const version = applied?.version ?? 0;
  return { version, known: journal.entries.length, latest: journal.entries.at(-1)?.tag ?? '' };
}
