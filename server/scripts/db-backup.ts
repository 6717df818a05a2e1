import { join, resolve } from 'node:path';
import { readConfig } from '../config';
import { backupEmbedded, BackupRefusal } from '../data/embedded-backup';

// `npm run db:backup [-- FILE] [--force]`: the embedded database (DATA_DIR/pglite) to a gzipped
// tarball, by default DATA_DIR/backups/pglite-<time>.tar.gz. Stop the server first. PostgreSQL
// (DATABASE_URL) is backed up with pg_dump: docs/operations.md.
const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.find((arg) => !arg.startsWith('--'));
const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (see docs/operations.md).');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(named ?? join(config.dataDir, 'backups', `pglite-${stamp}.tar.gz`));
const started = performance.now();
try {
  const outcome = await backupEmbedded(join(config.dataDir, 'pglite'), file, { force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `Backup written to ${file} (${(outcome.bytes / 1_048_576).toFixed(1)} MB, migration ${outcome.migration.version}/${outcome.migration.known}, ${seconds} s).`,
  );
} catch (error) {
  console.error(error instanceof BackupRefusal ? error.message : `The backup failed: ${String(error)}`);
  process.exitCode = 1;
}
