import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database';
import { readMigrationState, type MigrationState } from './migrate';

/** Why a backup or restore was refused; the scripts print the message as it is. */
export class BackupRefusal extends Error {}

/** What a backup or restore did. */
export interface BackupOutcome {
  /** Size of the backup file. */
  bytes: number;
  migration: MigrationState;
  /** Restore with force: where the data directory that was there before now is. */
  movedAside?: string;
}

function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/**
 * Writes the embedded database in `pgliteDir` (DATA_DIR/pglite) to `file` as a gzipped tarball of its
 * data folder (PGlite's dumpDataDir, loadable with its loadDataDir option), after a checkpoint. The
 * server must not have the folder open: PGlite does not lock it against a second process, so a copy
 * taken beside a running server could mix two states. Its postmaster.pid, present while a PGlite has
 * the folder open, is taken as a running server unless `force` says it is left from a crash.
 * The file is written under a temporary name and renamed, so a file of that name is always whole.
 */
export async function backupEmbedded(
  pgliteDir: string,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupOutcome> {
  if (!existsSync(`${pgliteDir}/PG_VERSION`))
    throw new BackupRefusal(`${pgliteDir} holds no embedded database: nothing to back up.`);
  if (existsSync(`${pgliteDir}/postmaster.pid`) && !force) {
    throw new BackupRefusal(
      `${pgliteDir} is in use (postmaster.pid): stop the server first, or add --force if it is left from a crash.`,
    );
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    const migration = await readMigrationState(database);
    await database.db.execute(sql`checkpoint`);
    if (!database.snapshot) throw new Error('The embedded database cannot be dumped');
    const tarball = Buffer.from(await (await database.snapshot()).arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    writeFileSync(partial, tarball, { mode: 0o600 });
    renameSync(partial, file);
    return { bytes: tarball.length, migration };
  } finally {
    await database.close();
  }
}

/**
 * Loads a backup made by backupEmbedded into `pgliteDir`, which must be empty or absent; with `force`
 * a non-empty one is moved aside (to `<pgliteDir>.replaced-<time>`), never deleted. The restored
 * database is opened and its migration table read before this returns: a file that is not such a
 * backup fails here, and nothing is left half-written in `pgliteDir`.
 */
export async function restoreEmbedded(
  file: string,
  pgliteDir: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<BackupOutcome> {
  if (!existsSync(file)) throw new BackupRefusal(`${file} does not exist.`);
  let movedAside: string | undefined;
  if (!isEmptyFolder(pgliteDir)) {
    if (!force) {
      throw new BackupRefusal(
        `${pgliteDir} is not empty: restore into an empty data directory (DATA_DIR), or add --force to move the present database aside.`,
      );
    }
    if (existsSync(`${pgliteDir}/postmaster.pid`))
      throw new BackupRefusal(`${pgliteDir} is in use (postmaster.pid): stop the server first.`);
    movedAside = `${pgliteDir}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(pgliteDir, movedAside);
  }
  const tarball = readFileSync(file);
  try {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: pgliteDir,
      loadDataDir: new Blob([tarball]),
    });
    try {
      const migration = await readMigrationState(database);
      return { bytes: tarball.length, migration, ...(movedAside ? { movedAside } : {}) };
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(pgliteDir, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, pgliteDir);
    throw error;
  }
}
