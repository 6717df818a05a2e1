/**
 * Load benchmark: `npm run bench:load` (tsx tests/bench/load-bench.ts).
 *
 * Fifty users at once for 30 s against the real server (server.ts `start()`, production settings, in
 * this process), autocannon in a worker thread (api-load-worker.ts) as in `bench:api`: each user saves
 * answers (POST secured/question/save, three in a row, with the version the last reply gave) and then
 * reads the next page of a questionnaire or unit list (as the farmer, the coordinator or the expert).
 * Prints requests per second, p50/p95/p99 and errors for the saves, the list pages and all together.
 * Targets (issue 18): no errors; save p95 under 50 ms on PostgreSQL. Results: docs/benchmarks.md.
 *
 * The database: the demo data, 10,000 more questionnaires of 200 farmers (questionnaire-volume.ts)
 * and 60 questionnaires of the demo farmer to save into (api-volume.ts). Engines: in-memory PGlite,
 * and PostgreSQL in a new database on BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards.
 * Options: `--engines=pglite,postgresql`, `--duration=30` seconds, `--connections=50`, `--pool=10`
 * (the server's PostgreSQL connections, DATABASE_POOL_SIZE), `--rate=1` (each user's requests per
 * second; unpaced by default), `--together` (paced users in step rather than spread over the second).
 */
import type { DatabaseKind } from '@server/data/database';
import type { KindResult, LoadResult, PagedList } from './api-load';
import { chosenEngines, chosenPoolSize, loadAverage, option, runInWorker } from './api-load-thread';
import { tokenOf } from './demo-login';
import { withSeededServer } from './seeded-server';

const duration = Number(option('duration') ?? 30);
const connections = Number(option('connections') ?? 50);
/**
 * Requests per second of each user (`--rate=1`: a save or a page every second, a field user typing);
 * without it every user sends the next request as soon as the last is answered, which measures the
 * server saturated: by Little's law its latency is then the users' count over its throughput.
 */
const rate = option('rate') === undefined ? undefined : Number(option('rate'));
/**
 * Paced users start one after another over the first second, as people who do not act in step;
 * `--together` starts them all at once and keeps them in step (bursts of every user at the same moment).
 */
const together = process.argv.includes('--together');
/** 200 farmers × 10 units × 5 questionnaires: lists of thousands of rows, seeded in seconds. */
const FARMERS = 200;
const SAVES_PER_PAGE = 3;
const PAGE_SIZE = 25;

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The lists the users page through (20 pages each, then from the first again). */
async function pagedLists(url: string): Promise<PagedList[]> {
  const [farmer, coordinator, expert] = await Promise.all(
    ['farmer', 'coordinator', 'expert'].map((name) => tokenOf(url, `${name}@example.com`)),
  );
  const list = (name: string, token: string | undefined, path: string): PagedList => {
    if (!token) throw new Error(`No token for ${name}`);
    return { name, token, path, pageSize: PAGE_SIZE, pages: 20 };
  };
  return [
    list('farmer questionnaires', farmer, '/api/secured/questinnaire/list2'),
    list(
      'coordinator questionnaires by date',
      coordinator,
      `/api/secured/questinnaire/list2?sort=${json([{ property: 'questionnaire_data_creation', direction: 'DESC' }])}`,
    ),
    list(
      'expert questionnaires by unit',
      expert,
      `/api/secured/questinnaire/list2?sort=${json([{ property: 'unit_name', direction: 'ASC' }])}`,
    ),
    list('coordinator units', coordinator, '/api/secured/farm/list2'),
  ];
}

const ms = (value: number) => value.toFixed(1);

function row(engine: string, name: string, result: KindResult | LoadResult, errors: number | string): string {
  return `| ${engine} | ${name} | ${Math.round(result.requestsPerSecond).toLocaleString('en')} | ${result.completed.toLocaleString('en')} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${errors} | ${result.non2xx} |`;
}

async function benchEngine(kind: DatabaseKind, lines: string[], notes: string[]): Promise<void> {
  const settings = { farmers: FARMERS, poolSize: chosenPoolSize() };
  await withSeededServer(kind, settings, async ({ url, targets: seededTargets, seeded }) => {
    let targets = seededTargets;
    const lists = await pagedLists(url);
    const token = await tokenOf(url, 'farmer@example.com');
    notes.push(seeded);
    // Warm-up: compiles the code paths and fills the database's caches; not reported.
    const job = {
      kind: 'mixed' as const,
      url,
      connections,
      token,
      lists,
      savesPerPage: SAVES_PER_PAGE,
      ...(rate === undefined ? {} : { connectionRate: rate, spread: !together }),
    };
    const warmUp = await runInWorker({ ...job, duration: 3, targets });
    targets = warmUp.targets ?? targets;
    for (const failure of warmUp.failures) notes.push(`${kind} warm-up failure: ${failure}`);
    notes.push(`${kind}: load average before ${loadAverage()}`);
    const result = await runInWorker({ ...job, duration, targets });
    notes.push(`${kind}: load average after ${loadAverage()}`);
    for (const [name, part] of Object.entries(result.byKind ?? {})) {
      lines.push(row(kind, name === 'save' ? 'answer save' : 'list page', part, '—'));
    }
    lines.push(row(kind, '**all**', result, result.errors));
    for (const failure of result.failures) notes.push(`${kind} failure: ${failure}`);
  });
}

async function main(): Promise<void> {
  const lines = [
    '| Engine | Requests | Requests/s | Completed | p50 (ms) | p95 (ms) | p99 (ms) | Errors | Non-2xx |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: |',
  ];
  const notes = [
    `Node ${process.version}, ${connections} connections for ${duration} s per engine, ` +
      `${rate === undefined ? 'unpaced' : `${rate} request(s) per second per user, ${together ? 'in step' : 'spread over the second'}`}, ` +
      `${SAVES_PER_PAGE} saves then one list page of ${PAGE_SIZE} per user in turn`,
  ];
  for (const kind of chosenEngines()) await benchEngine(kind, lines, notes);
  console.info([...notes, '', ...lines].join('\n'));
}

await main();
