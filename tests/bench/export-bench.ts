/**
 * Data export benchmark: `npm run bench:export` (tsx tests/bench/export-bench.ts).
 *
 * Prepares a database with the demo data and EXPORT_COPIES (default 10,000) copies of the demo's most
 * answered questionnaire: an embedded PGlite data folder, then (when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set) a new PostgreSQL database. Starts the server on it as its own process, as
 * `npm start` does, and exports every copy as the coordinator (the unit type and every form of the
 * demo type) over HTTP, XLSX and then CSV, reading the download as it streams and throwing it away.
 * Prints the time, the file's size and the server process's resident memory (VmRSS from /proc, sampled
 * every 20 ms) before the export and at its peak. On PGlite the database engine lives in the server
 * process, so its memory is part of both figures; the export's own is their difference.
 * Targets (issue 17): under 20 s and under 300 MB. Results: docs/benchmarks.md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { appsBuildState, buildApps } from '@server/build-apps';
import { openDatabase, type DatabaseTarget } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { seedAnsweredCopies } from '@tests/support/export-volume';
import { selectRows } from '@tests/support/test-database';
import { benchServerUrl, databaseExists, freePort, onServer, withDatabaseName } from './api-server';
import { tokenOf } from './demo-login';
import { firstValue } from './questionnaire-volume';

const COPIES = Number(process.env.EXPORT_COPIES ?? 10_000);
const MB = 1024;
const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the export asks for, found while seeding. */
interface Prepared {
  unitTypeId: number;
  formIds: string;
  answersEach: number;
}

/** Migrates, seeds the demo and the copies, and closes the database again. */
async function prepare(target: DatabaseTarget, seeded: boolean): Promise<Prepared> {
  const database = await openDatabase(target);
  try {
    let answersEach = 0;
    if (!seeded) {
      await runMigrations(database);
      await seedDatabase(database.db, { demo: true });
      const began = performance.now();
      answersEach = await seedAnsweredCopies(database, COPIES);
      console.info(
        `${target.kind}: ${COPIES} questionnaires of ${answersEach} answers seeded in ${((performance.now() - began) / 1000).toFixed(1)} s`,
      );
    }
    const unitTypeId = await firstValue(
      database,
      sql`select unit_type_id as value from unit where number = 'X-000001'`,
    );
    const forms = await selectRows(
      database,
      sql`select f.id from form f join questionnaire_type t on t.id = f.questionnaire_type_id
          where t.key = 'pig_farm_sustainability' order by f.order_key`,
    );
    return { unitTypeId, formIds: forms.map((row) => String(row.id)).join(','), answersEach };
  } finally {
    await database.close();
  }
}

/** The server process's resident memory in MB (VmRSS of /proc/<pid>/status). */
function residentMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid ?? 0}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb) / MB;
}

/** `npm start`'s entry on the prepared database, answering /api/health. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  // EXPORT_BENCH_NODE_ARGS: flags for the server's Node, such as --cpu-prof (not allowed in NODE_OPTIONS).
  const nodeArgs = (process.env.EXPORT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start-server.mjs'], {
    cwd: root,
    env: { ...inherited, ...env, PORT: String(port), DEMO_DATA: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 300_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (output.includes('Serving on ')) {
      try {
        if ((await fetch(`${url}/api/health`)).status === 200) return { child, url };
      } catch {
        // not listening yet
      }
    }
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One export over HTTP, its body read chunk by chunk and dropped, the server's memory sampled. */
async function exportOnce(child: ChildProcess, url: string, token: string, query: URLSearchParams) {
  await sleep(1000);
  const beforeMb = residentMb(child);
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(child))), 20);
  const began = performance.now();
  try {
    const reply = await fetch(`${url}/api/secured/synchronization/export?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (reply.status !== 200 || !reply.body) throw new Error(`export answered ${reply.status}`);
    let bytes = 0;
    for await (const chunk of reply.body) bytes += chunk.byteLength;
    return { seconds: (performance.now() - began) / 1000, bytes, beforeMb, peakMb };
  } finally {
    clearInterval(sampler);
  }
}

async function benchOn(
  label: string,
  target: DatabaseTarget,
  env: Record<string, string>,
  seeded = false,
): Promise<void> {
  const prepared = await prepare(target, seeded);
  const { child, url } = await startServer(env);
  try {
    const token = await tokenOf(url, 'coordinator@example.com');
    for (const format of ['xlsx', 'csv'] as const) {
      const query = new URLSearchParams({
        localeDicId: '1',
        farmTypeId: String(prepared.unitTypeId),
        formId: prepared.formIds,
        format,
      });
      const run = await exportOnce(child, url, token, query);
      console.info(
        `${label} ${format}: ${run.seconds.toFixed(1)} s, ${(run.bytes / MB / MB).toFixed(1)} MB file, ` +
          `server resident memory ${run.beforeMb.toFixed(0)} MB before, ${run.peakMb.toFixed(0)} MB at the peak ` +
          `(+${(run.peakMb - run.beforeMb).toFixed(0)} MB)`,
      );
    }
  } finally {
    await stopServer(child);
  }
}

// The apps and the compiled server are brought up to date first: a server that builds them itself
// carries the build's memory into the figures.
const apps = appsBuildState(root, join(root, 'dist'));
if (!apps.current) {
  console.info(`Building the apps first (${apps.reason})…`);
  buildApps(root);
}
execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });

// EXPORT_BENCH_DATABASES picks the databases (default both); EXPORT_BENCH_DIR keeps the prepared PGlite
// folder and EXPORT_BENCH_PG_NAME the PostgreSQL database for the next run (seeding takes minutes).
const databases = (process.env.EXPORT_BENCH_DATABASES ?? 'pglite,postgresql').split(',');
if (databases.includes('pglite')) {
  const keptDir = process.env.EXPORT_BENCH_DIR;
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'fq-export-bench-'));
  const seeded = keptDir !== undefined && existsSync(join(keptDir, 'pglite', 'PG_VERSION'));
  try {
    // The server keeps its embedded database in DATA_DIR/pglite (server/main.ts).
    const target: DatabaseTarget = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
    await benchOn('pglite', target, { DATA_DIR: dataDir }, seeded);
  } finally {
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The PostgreSQL run, on a new database or on EXPORT_BENCH_PG_NAME's, kept when named. */
async function benchOnPostgresql(serverUrl: string): Promise<void> {
  const keptName = process.env.EXPORT_BENCH_PG_NAME;
  if (keptName !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keptName))
    throw new Error(`EXPORT_BENCH_PG_NAME must be a plain database name, not "${keptName}"`);
  const name = keptName ?? `fq_exportbench_${randomBytes(6).toString('hex')}`;
  const existing = keptName !== undefined && (await databaseExists(serverUrl, name));
  if (!existing) await onServer(serverUrl, `create database ${name}`);
  const url = withDatabaseName(serverUrl, name);
  const scratch = mkdtempSync(join(tmpdir(), 'fq-export-bench-'));
  try {
    await benchOn(
      'postgresql',
      { kind: 'postgresql', url },
      { DATABASE_URL: url, DATA_DIR: scratch },
      existing,
    );
  } finally {
    if (!keptName) await onServer(serverUrl, `drop database if exists ${name}`);
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (databases.includes('postgresql')) {
  const serverUrl = benchServerUrl();
  if (serverUrl) await benchOnPostgresql(serverUrl);
  else console.info('postgresql: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
