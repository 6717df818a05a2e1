import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/data/database';
import { selectRows } from '@tests/support/test-database';

const run = promisify(execFile);

/** What a failed child process printed on one of its streams. */
function text(error: unknown, stream: 'stdout' | 'stderr'): string {
  if (typeof error !== 'object' || error === null || !(stream in error)) return '';
  const value: unknown = Reflect.get(error, stream);
  return typeof value === 'string' ? value : '';
}

function exitCode(error: unknown): number {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
    ? error.code
    : 1;
}

/** `npm run admin:create` as an operator runs it, on an embedded database of its own. */
describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fq-admin-create-'));

  async function adminCreate(email: string, password: string) {
    // The embedded database under DATA_DIR, whatever this machine's DATABASE_URL says.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password };
    try {
      const { stdout, stderr } = await run('npx', ['tsx', 'server/scripts/admin-create.ts'], { env });
      return { code: 0, output: `${stdout}${stderr}` };
    } catch (error) {
      return { code: exitCode(error), output: `${text(error, 'stdout')}${text(error, 'stderr')}` };
    }
  }

  it(
    'creates the main administrator once, then refuses a second one and bad input',
    { timeout: 120_000 },
    async () => {
      const weak = await adminCreate('chief@example.com', 'short');
      expect(weak.code).toBe(1);
      expect(weak.output).toContain('password');

      const created = await adminCreate(' chief@example.com ', 'Chief#2026pass');
      expect(created.output).toContain('Main administrator chief@example.com created');
      expect(created.code).toBe(0);

      const second = await adminCreate('second@example.com', 'Second#2026pass');
      expect(second.code).toBe(1);
      expect(second.output).toContain('A main administrator already exists.');

      const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
      try {
        const rows = await selectRows(
          database,
          sql`select email, role_id as "roleId", is_active as "isActive" from app_user where is_super_user`,
        );
        expect(rows).toEqual([{ email: 'chief@example.com', roleId: 1, isActive: true }]);
      } finally {
        await database.close();
      }
    },
  );
});
