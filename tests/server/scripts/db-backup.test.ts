import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase } from '@server/data/database';
import { start } from '@server/server';
import { saveTargets } from '@tests/bench/api-volume';
import { tokenOf } from '@tests/bench/demo-login';
import { selectRows } from '@tests/support/test-database';

const run = promisify(execFile);

interface Outcome {
  code: number;
  output: string;
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null && name in error ? Reflect.get(error, name) : undefined;
}

/** `npm run db:backup` / `db:restore` as an operator runs them, on the embedded database under dataDir. */
async function script(name: 'db-backup' | 'db-restore', dataDir: string, args: string[]): Promise<Outcome> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run('npx', ['tsx', `server/scripts/${name}.ts`, ...args], {
      env: { ...inherited, DATA_DIR: dataDir },
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const code = field(error, 'code');
    return {
      code: typeof code === 'number' ? code : 1,
      output: `${String(field(error, 'stdout') ?? '')}${String(field(error, 'stderr') ?? '')}`,
    };
  }
}

/** Every answer, in a form that compares across databases. */
async function answersIn(pgliteDir: string): Promise<Record<string, unknown>[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    return await selectRows(
      database,
      sql`select a.*, fq.version from answer a join filled_question fq on fq.id = a.filled_question_id order by a.id`,
    );
  } finally {
    await database.close();
  }
}

describe('npm run db:backup and db:restore', () => {
  const folders: string[] = [];
  function folder(prefix: string): string {
    const made = mkdtempSync(join(tmpdir(), prefix));
    folders.push(made);
    return made;
  }
  afterAll(() => {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it(
    'restore a backup of the demo data and a saved answer into a fresh data directory, answer for answer',
    { timeout: 240_000 },
    async () => {
      const dataDir = folder('fq-backup-source-');
      const pgliteDir = join(dataDir, 'pglite');
      const template = inject('templateDatabase');
      const snapshot =
        template.kind === 'pglite' ? new Blob([readFileSync(template.snapshotFile)]) : undefined;
      const server = await start({
        port: 0,
        host: '127.0.0.1',
        // Migrated and seeded with the demo data: the template's snapshot, or seeded now on PostgreSQL runs.
        demoData: true,
        database: { kind: 'pglite', dataDir: pgliteDir, ...(snapshot ? { loadDataDir: snapshot } : {}) },
      });
      let savedId: number;
      try {
        const [target] = await saveTargets(server.database!);
        if (!target) throw new Error('The demo data has no question to save');
        savedId = target.id;
        const token = await tokenOf(server.url, 'farmer@example.com');
        const reply = await fetch(`${server.url}/api/secured/question/save`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...target, answers: [{ answer: target.answer }] }),
        });
        expect(reply.status).toBe(200);

        // The server has the folder open: a backup now is refused.
        const whileRunning = await script('db-backup', dataDir, [join(dataDir, 'refused.tar.gz')]);
        expect(whileRunning.code).toBe(1);
        expect(whileRunning.output).toContain('stop the server first');
        expect(existsSync(join(dataDir, 'refused.tar.gz'))).toBe(false);
      } finally {
        await server.stop();
      }
      const original = await answersIn(pgliteDir);
      expect(original.length).toBeGreaterThan(1);
      expect(original.some((row) => row.filled_question_id === savedId)).toBe(true);

      const file = join(folder('fq-backup-files-'), 'demo.tar.gz');
      const backup = await script('db-backup', dataDir, [file]);
      expect(backup.output).toContain(`Backup written to ${file}`);
      expect(backup.code).toBe(0);

      const freshDir = folder('fq-backup-restored-');
      const restore = await script('db-restore', freshDir, [file]);
      expect(restore.output).toContain('Restored');
      expect(restore.code).toBe(0);
      expect(await answersIn(join(freshDir, 'pglite'))).toEqual(original);

      // A second restore onto the now non-empty folder is refused, and with --force moves it aside.
      const again = await script('db-restore', freshDir, [file]);
      expect(again.code).toBe(1);
      expect(again.output).toContain('is not empty');
      const forced = await script('db-restore', freshDir, [file, '--force']);
      expect(forced.code).toBe(0);
      const aside = /now in (\S+)\./.exec(forced.output)?.[1];
      expect(aside && existsSync(join(aside, 'PG_VERSION'))).toBe(true);
      expect(await answersIn(join(freshDir, 'pglite'))).toEqual(original);
    },
  );

  it(
    'refuses a file that is not a backup, and leaves no half-made database',
    { timeout: 120_000 },
    async () => {
      const freshDir = folder('fq-backup-bad-');
      const file = join(freshDir, 'not-a-backup.tar.gz');
      writeFileSync(file, 'just text');
      const restore = await script('db-restore', freshDir, [file]);
      expect(restore.code).toBe(1);
      expect(restore.output).toContain('The restore failed');
      expect(existsSync(join(freshDir, 'pglite'))).toBe(false);
    },
  );
});
