import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm start` (tsx server/main.ts) as an operator runs it, with an embedded database of its own. */
function npmStart(env: Record<string, string>): Promise<Outcome> {
  // The embedded database under DATA_DIR, whatever this machine's DATABASE_URL or TRUST_PROXY say.
  const { DATABASE_URL: _url, TRUST_PROXY: _proxy, PORT: _port, ...inherited } = process.env;
  return new Promise((resolve) => {
    const child = execFile(
      tsx,
      ['server/main.ts'],
      { cwd: root, env: { ...inherited, DEMO_DATA: 'false', ...env }, timeout: 60_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
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
