import { join, resolve } from 'node:path';
import { readConfig } from '../config';
import { BackupRefusal, restoreEmbedded } from '../data/embedded-backup';

// `npm run db:restore -- FILE [--force]`: a backup made by `npm run db:backup` into DATA_DIR/pglite,
// which must be empty (a fresh DATA_DIR); --force moves a present database aside instead of refusing.
// The server migrates the restored database at its next start. Stop the server first.
const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.find((arg) => !arg.startsWith('--'));
if (!named) {
  console.error('Name the backup file: npm run db:restore -- FILE [--force]');
  process.exit(1);
}
const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/operations.md).');
  process.exit(1);
}
const pgliteDir = join(config.dataDir, 'pglite');
const started = performance.now();
try {
  const outcome = await restoreEmbedded(resolve(named), pgliteDir, { force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (outcome.movedAside) console.info(`The database that was there is now in ${outcome.movedAside}.`);
  console.info(
    `Restored ${resolve(named)} into ${pgliteDir} (migration ${outcome.migration.version}/${outcome.migration.known}, ${seconds} s).`,
  );
} catch (error) {
  console.error(error instanceof BackupRefusal ? error.message : `The restore failed: ${String(error)}`);
  process.exitCode = 1;
}
