import { execFile, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import { tokenOf } from '@tests/bench/demo-login';
import { copyOfProject, projectRoot as root } from '@tests/support/server-process';
import { workbookOfBytes } from './routes/export/export-support';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm start` (node scripts/start-server.mjs) as an operator runs it, with an embedded database of its
 * own: the server compiled into `root`/build/server/, built first when missing or stale.
 */
function npmStart(env: Record<string, string>, projectRoot = root): Promise<Outcome> {
  // The embedded database under DATA_DIR, whatever this machine's DATABASE_URL or TRUST_PROXY say.
  const { DATABASE_URL: _url, TRUST_PROXY: _proxy, PORT: _port, ...inherited } = process.env;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [join(projectRoot, 'scripts', 'start-server.mjs')],
      { cwd: projectRoot, env: { ...inherited, DEMO_DATA: 'false', ...env }, timeout: 60_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

/** The expert's units exported as XLSX by a running server, read back. */
async function exportedWorkbook(url: string, token: string): Promise<ExcelJS.Workbook> {
  const headers = { authorization: `Bearer ${token}` };
  const units: unknown = await (await fetch(`${url}/api/secured/farm/list2`, { headers })).json();
  const ids = isUnitList(units) ? units.data.map((unit) => unit.id) : [];
  expect(ids.length).toBeGreaterThan(0);
  const reply = await fetch(
    `${url}/api/secured/synchronization/export?localeDicId=1&farmId=${ids.join(',')}`,
    {
      headers,
    },
  );
  expect(reply.status).toBe(200);
  return workbookOfBytes(Buffer.from(await reply.arrayBuffer()));
}

function isUnitList(value: unknown): value is { data: { id: number }[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    Array.isArray(value.data) &&
    value.data.every(
      (unit: unknown) =>
        typeof unit === 'object' && unit !== null && 'id' in unit && typeof unit.id === 'number',
    )
  );
}

/** The lines a process wrote, without the empty last one. */
function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('npm start refuses to start with one clear line', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fq-main-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names a busy port and PORT, and exits non-zero', { timeout: 90_000 }, async () => {
    // Held on every interface, as the server would listen.
    const occupant: Server = createServer();
    await new Promise<void>((resolve) => occupant.listen(0, resolve));
    const address = occupant.address();
    if (typeof address !== 'object' || address === null) throw new Error('Not listening on TCP');
    try {
      const outcome = await npmStart({ DATA_DIR: dataDir, PORT: String(address.port) });
      expect(outcome.code).not.toBe(0);
      expect(outcome.code).not.toBeNull();
      expect(lines(outcome.stderr)).toEqual([
        `Port ${address.port} is already in use: set PORT to a free port.`,
      ]);
    } finally {
      await new Promise((resolve) => occupant.close(resolve));
    }
  });

  it('names a malformed setting instead of printing a stack trace', { timeout: 90_000 }, async () => {
    const badPort = await npmStart({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(badPort.code).not.toBe(0);
    expect(lines(badPort.stderr)).toEqual(['PORT must be 0-65535, not "eighty"']);

    const badProxy = await npmStart({ DATA_DIR: dataDir, PORT: '0', TRUST_PROXY: 'true' });
    expect(badProxy.code).not.toBe(0);
    expect(lines(badProxy.stderr)).toHaveLength(1);
    expect(badProxy.stderr).toMatch(/^TRUST_PROXY /);
  });
});

describe('npm start runs the compiled server', () => {
  let project: string;
  let dataDir: string;
  beforeAll(() => {
    project = copyOfProject();
    dataDir = mkdtempSync(join(tmpdir(), 'fq-main-'));
  });
  afterAll(() => {
    rmSync(project, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds it when missing or when a source changed, and only then', { timeout: 90_000 }, async () => {
    // A bad setting stops the server right after the build check: enough to see whether it built.
    const first = await npmStart({ DATA_DIR: dataDir, PORT: 'eighty' }, project);
    expect(lines(first.stdout)).toEqual(['Building the server (no build)…']);
    expect(lines(first.stderr)).toEqual(['PORT must be 0-65535, not "eighty"']);
    expect(existsSync(join(project, 'build', 'server', 'main.js'))).toBe(true);

    const again = await npmStart({ DATA_DIR: dataDir, PORT: 'eighty' }, project);
    expect(lines(again.stdout)).toEqual([]);

    // As a `git pull` would: one source the server imports changes.
    appendFileSync(join(project, 'server', 'port-check.ts'), '\n// changed\n');
    const afterPull = await npmStart({ DATA_DIR: dataDir, PORT: 'eighty' }, project);
    expect(lines(afterPull.stdout)).toEqual(['Building the server (server/port-check.ts changed)…']);
    expect(lines(afterPull.stderr)).toEqual(['PORT must be 0-65535, not "eighty"']);
  });

  it(
    'serves the API, the apps and an XLSX export from the build, and stops on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const { DATABASE_URL: _url, TRUST_PROXY: _proxy, ...inherited } = process.env;
      const child = spawn(process.execPath, [join(project, 'scripts', 'start-server.mjs')], {
        cwd: project,
        env: { ...inherited, DEMO_DATA: 'true', DATA_DIR: dataDir, PORT: '0' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let stdout = '';
          child.stdout.on('data', (chunk: Buffer) => {
            stdout += chunk.toString();
            // Every migration applied: the build found server/data/migrations beside the sources.
            const serving = /Serving on (http:\/\/\S+) \(database pglite, migration (\d+)\/\2\)/.exec(stdout);
            if (serving?.[1]) resolve(serving[1]);
          });
          void exited.then((code) =>
            reject(new Error(`exited (${code}) before serving: ${stdout} ${stderr}`)),
          );
        });
        const health = await fetch(`${url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ success: true });
        expect(await (await fetch(`${url}/studio/`)).text()).toContain('studio');
        // The workbook is written by the export's worker thread, built beside the server.
        const workbook = await exportedWorkbook(url, await tokenOf(url, 'expert@example.com'));
        expect(workbook.worksheets.length).toBeGreaterThan(1);
        expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBeTruthy();
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      expect(stderr).toBe('');
    },
  );
});
