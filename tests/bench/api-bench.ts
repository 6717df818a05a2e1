/**
 * API benchmark: `npm run bench:api` (tsx tests/bench/api-bench.ts).
 *
 * Starts the real server in this process (server.ts `start()`, port 0) on a database seeded with the
 * demo data, about 100,000 questionnaires (questionnaire-volume.ts, as `bench:lists`) and 60 more
 * questionnaires of the demo farmer to save into (api-volume.ts), logs in as demo accounts and drives
 * it with autocannon from a worker thread: answer saves (POST secured/question/save) at 10 and 50
 * concurrent clients, then the questionnaire and unit lists with filters and sorting. Prints requests
 * per second, p50/p95/p99 latency, errors and non-2xx replies per case. Results: docs/benchmarks.md.
 *
 * Engines: in-memory PGlite, and PostgreSQL in a new database on BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) that is dropped afterwards. Options: `--engines=pglite,postgresql` (default:
 * PGlite, and PostgreSQL when a URL is set), `--duration=10` seconds per case, `--cases=saves` or
 * `--cases=lists` for only those.
 */
import type { DatabaseKind } from '@server/data/database';
import type { LoadJob, LoadResult } from './api-load';
import { chosenEngines, loadAverage, option, runInWorker } from './api-load-thread';
import { saveQueries } from './api-save-queries';
import { tokenOf } from './demo-login';
import { withSeededServer } from './seeded-server';

const duration = Number(option('duration') ?? 10);
/** `--cases=saves` or `--cases=lists` runs only those; default both. */
const cases = new Set(option('cases')?.split(',') ?? ['saves', 'lists']);

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The list calls measured, with the account that makes each. */
const listCases = [
  {
    name: 'questionnaire list2, filter status + date, sort by date',
    email: 'coordinator@example.com',
    path:
      '/api/secured/questinnaire/list2?start=0&limit=25' +
      `&filter=${json([
        { operator: 'eq', property: 'questionnaire_status', value: 1 },
        { operator: 'gte', property: 'questionnaire_data_creation', value: '2025-01-01' },
      ])}&sort=${json([{ property: 'questionnaire_data_creation', direction: 'DESC' }])}`,
  },
  {
    name: 'questionnaire list2, filter unit name, sort by unit',
    email: 'expert@example.com',
    path:
      '/api/secured/questinnaire/list2?start=0&limit=25' +
      `&filter=${json([{ operator: 'like', property: 'unit_name', value: 'oak farm' }])}` +
      `&sort=${json([{ property: 'unit_name', direction: 'ASC' }])}`,
  },
  {
    name: 'questionnaire list2, farmer, default sort',
    email: 'farmer@example.com',
    path: '/api/secured/questinnaire/list2?start=0&limit=25',
  },
  {
    name: 'unit list2, filter name, sort by creation',
    email: 'coordinator@example.com',
    path:
      '/api/secured/farm/list2?start=0&limit=25' +
      `&filter=${json([{ operator: 'like', property: 'unit_name', value: 'meadow' }])}` +
      `&sort=${json([{ property: 'unit_data_creation', direction: 'DESC' }])}`,
  },
];

const ms = (value: number) => value.toFixed(1);

function row(engine: string, name: string, clients: number, result: LoadResult): string {
  return `| ${engine} | ${name} | ${clients} | ${Math.round(result.requestsPerSecond).toLocaleString('en')} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.errors} | ${result.non2xx} |`;
}

async function benchEngine(kind: DatabaseKind, lines: string[], notes: string[]): Promise<void> {
  await withSeededServer(kind, {}, async ({ url, targets: seededTargets, seeded }) => {
    let targets = seededTargets;
    notes.push(`${seeded}; load average before ${loadAverage()}`);
    const farmer = await tokenOf(url, 'farmer@example.com');
    // Warm-up: compiles the code paths and fills the database's caches; not reported.
    if (cases.has('saves')) {
      const warmUp: LoadJob = { kind: 'save', url, connections: 10, duration: 2, token: farmer, targets };
      targets = (await runInWorker(warmUp)).targets ?? targets;
    }
    for (const connections of cases.has('saves') ? [10, 50] : []) {
      const result = await runInWorker({ kind: 'save', url, connections, duration, token: farmer, targets });
      targets = result.targets ?? targets;
      lines.push(row(kind, 'answer save', connections, result));
      for (const failure of result.failures) notes.push(`${kind} save failure: ${failure}`);
    }
    for (const listCase of cases.has('lists') ? listCases : []) {
      const token = await tokenOf(url, listCase.email);
      const job: LoadJob = { kind: 'get', url, connections: 10, duration, token, path: listCase.path };
      await runInWorker({ ...job, duration: 1 });
      const result = await runInWorker(job);
      lines.push(row(kind, `${listCase.name} (${listCase.email.split('@')[0]})`, 10, result));
      for (const failure of result.failures) notes.push(`${kind} list failure: ${failure}`);
    }
    notes.push(`${kind}: load average after ${loadAverage()}`);
  });
}

async function main(): Promise<void> {
  const lines = [
    '| Engine | Case | Clients | Requests/s | p50 (ms) | p95 (ms) | p99 (ms) | Errors | Non-2xx |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: |',
  ];
  const notes = [`Node ${process.version}, ${duration} s per case`];
  for (const { question, statements } of await saveQueries()) {
    notes.push(`statements per save of ${question} (besides BEGIN and COMMIT): ${statements.length}`);
  }
  for (const kind of chosenEngines()) await benchEngine(kind, lines, notes);
  console.info([...notes, '', ...lines].join('\n'));
}

await main();
