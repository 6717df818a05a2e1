/**
 * Server start-up benchmark: `npm run bench:start` (tsx tests/bench/start-bench.ts).
 *
 * Starts the server the two ways it has been started, alternating, on the embedded PGlite database
 * (demo data on, as `npm start` on a fresh clone): `tsx server/main.ts` (TypeScript compiled at every
 * start, `npm start` before issue 12) and `node scripts/start-server.mjs` (the compiled build, `npm start`
 * now), each on a fresh data folder and on one that an earlier start has already migrated and seeded.
 * Times from the spawn to the "Serving on" line and to the first 200 from /api/health (asked every
 * 20 ms once that line is out), then stops the server with SIGTERM. The apps and the server are built
 * first, so no run includes a build. Prints the median of RUNS runs and every run, in seconds.
 * Results: docs/benchmarks.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { appsBuildState, buildApps } from '@server/build-apps';
import { freePort } from './api-server';

const RUNS = Number(process.env.START_RUNS ?? 3);
const root = fileURLToPath(new URL('../..', import.meta.url));

interface Way {
  name: string;
  command: string[];
}

const ways: Way[] = [
  {
    name: 'tsx server/main.ts (before)',
    command: [join(root, 'node_modules', '.bin', 'tsx'), 'server/main.ts'],
  },
  {
    name: 'node scripts/start-server.mjs (compiled)',
    command: [process.execPath, 'scripts/start-server.mjs'],
  },
];

interface Timing {
  serving: number;
  healthy: number;
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** One start: spawn → "Serving on" and → first 200 on /api/health; then SIGTERM and wait for the exit. */
async function timeStart(way: Way, dataDir: string): Promise<Timing> {
  const port = await freePort();
  const { DATABASE_URL: _url, TRUST_PROXY: _proxy, ...inherited } = process.env;
  const [command = '', ...args] = way.command;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...inherited, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  let serving: number | undefined;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (serving === undefined && output.includes('Serving on ')) serving = performance.now() - started;
  });
  try {
    let healthyAt: number | undefined;
    while (healthyAt === undefined) {
      if (exitCode !== undefined) throw new Error(`${way.name} exited (${exitCode}): ${output}`);
      // Asked only once our server says it serves: on a busy machine another process can take the
      // free port between the probe and the spawn, and answer in its place.
      if (serving !== undefined && (await healthy(port))) healthyAt = performance.now() - started;
      else await sleep(20);
    }
    return { serving: (serving ?? Number.NaN) / 1000, healthy: healthyAt / 1000 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (value: number): string => value.toFixed(2);

const apps = appsBuildState(root, join(root, 'dist'));
if (!apps.current) {
  console.info(`Building the apps first (${apps.reason})…`);
  buildApps(root);
}
// Brings build/server/ up to date, so the timed compiled starts only check it.
execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });

const folders: string[] = [];
const folder = (): string => {
  const path = mkdtempSync(join(tmpdir(), 'fq-start-bench-'));
  folders.push(path);
  return path;
};
try {
  const results = new Map<string, Timing[]>();
  const record = (key: string, timing: Timing): void => {
    results.set(key, [...(results.get(key) ?? []), timing]);
  };
  // One database per way, migrated and seeded by an untimed first start.
  const existing = new Map<Way, string>();
  for (const way of ways) {
    const dataDir = folder();
    await timeStart(way, dataDir);
    existing.set(way, dataDir);
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const way of ways) {
      record(`${way.name}|existing`, await timeStart(way, existing.get(way) ?? folder()));
      record(`${way.name}|fresh`, await timeStart(way, folder()));
    }
  }
  console.info(`Node ${process.version}, ${RUNS} runs each, alternating; seconds from the spawn\n`);
  console.info(
    '| Start | Database | "Serving on" (median) | first 200 on /api/health (median) | every run (health) |',
  );
  console.info('| --- | --- | ---: | ---: | --- |');
  for (const way of ways) {
    for (const database of ['existing', 'fresh']) {
      const timings = results.get(`${way.name}|${database}`) ?? [];
      const serving = median(timings.map((timing) => timing.serving));
      const health = median(timings.map((timing) => timing.healthy));
      const every = timings.map((timing) => seconds(timing.healthy)).join(', ');
      console.info(`| ${way.name} | ${database} | ${seconds(serving)} | ${seconds(health)} | ${every} |`);
    }
  }
} finally {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
}
