import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appSourcesDigest } from '@server/build-apps';

/** The checkout the tests run from. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A copy of what the server is built from, in a folder of its own (node_modules linked), so a build
 * can be made stale without touching the checkout, and a stand-in for the built apps (recorded as
 * built from the copy's sources) so no start builds them.
 */
export function copyOfProject(): string {
  const copy = mkdtempSync(join(tmpdir(), 'fq-main-project-'));
  for (const path of ['server', 'engine', 'schemas', 'scripts', 'tsconfig.json', 'package.json'])
    cpSync(join(projectRoot, path), join(copy, path), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  mkdirSync(join(copy, 'dist', 'studio'), { recursive: true });
  mkdirSync(join(copy, 'dist', '.vite'));
  writeFileSync(join(copy, 'dist', 'index.html'), '<div id="root">runtime</div>');
  writeFileSync(join(copy, 'dist', 'studio', 'index.html'), '<div id="root">studio</div>');
  writeFileSync(join(copy, 'dist', '.vite', 'sources.sha256'), appSourcesDigest(copy));
  return copy;
}

/** Builds the server of a project copy (scripts/build-server.mjs), so later starts do not. */
export function buildServerOf(project: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(project, 'scripts', 'build-server.mjs')],
      { cwd: project, timeout: 120_000 },
      (error, _stdout, stderr) => (error ? reject(new Error(`${error.message} ${stderr}`)) : resolve()),
    );
  });
}

/** A server started as `npm start` starts it, in a process of its own. */
export interface ServerProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
}

/**
 * Starts `node scripts/start-server.mjs` in `project` with the environment given on top of this
 * one (without DATABASE_URL, TRUST_PROXY and PORT, which only `env` may set), and resolves once it
 * prints the address it serves on.
 */
export async function startServerProcess(
  project: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const { DATABASE_URL: _url, TRUST_PROXY: _proxy, PORT: _port, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(project, 'scripts', 'start-server.mjs')], {
    cwd: project,
    env: { ...inherited, DEMO_DATA: 'false', PORT: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const serving = /Serving on (http:\/\/\S+) /.exec(stdout);
      if (serving?.[1]) resolve(serving[1]);
    });
    void exited.then((code) =>
      reject(new Error(`exited (${String(code)}) before serving: ${stdout} ${stderr}`)),
    );
  });
  return { url, child, exited, stderr: () => stderr };
}
