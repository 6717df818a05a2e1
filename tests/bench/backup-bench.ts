/**
 * `npx tsx tests/bench/backup-bench.ts`: times `db:backup` and `db:restore` (server/data/embedded-backup.ts)
 * of the embedded demo database, and of one with BACKUP_BENCH_QUESTIONNAIRES (default 300) more filled
 * questionnaires of the demo type. Prints a Markdown table for docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/data/database';
import { backupEmbedded, restoreEmbedded } from '@server/data/embedded-backup';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { seedFillableQuestionnaires } from './api-volume';
import { firstValue } from './questionnaire-volume';

const extra = Number(process.env.BACKUP_BENCH_QUESTIONNAIRES ?? 300);

function folderBytes(folder: string): number {
  return Number(execFileSync('du', ['-sb', folder], { encoding: 'utf8' }).split('\t')[0]);
}

async function measure(label: string, questionnaires: number): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'fq-backup-bench-'));
  try {
    const source = join(root, 'source', 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir: source });
    await runMigrations(database);
    await seedDatabase(database.db, { demo: true });
    if (questionnaires > 0) await seedFillableQuestionnaires(database, questionnaires);
    const answers = await firstValue(database, sql`select count(*)::int as value from filled_question`);
    await database.close();
    const file = join(root, 'backup.tar.gz');
    let started = performance.now();
    await backupEmbedded(source, file);
    const backupMs = performance.now() - started;
    started = performance.now();
    await restoreEmbedded(file, join(root, 'restored', 'pglite'));
    const restoreMs = performance.now() - started;
    const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
    return `| ${label} | ${answers} | ${mb(folderBytes(source))} MB | ${mb(statSync(file).size)} MB | ${(backupMs / 1000).toFixed(1)} s | ${(restoreMs / 1000).toFixed(1)} s |`;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const rows = [await measure('demo data', 0), await measure(`demo + ${extra} questionnaires`, extra)];
console.info('| database | filled questions | data folder | backup file | db:backup | db:restore |');
console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.info(row);
