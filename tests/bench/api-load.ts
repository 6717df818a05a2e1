import autocannon, { type AutocannonClient, type AutocannonRequest } from 'autocannon';
import type { SaveTarget } from './api-volume';
import { saveBody } from './save-body';

/** A list a mixed run pages through, with the token of the account that reads it. */
export interface PagedList {
  name: string;
  token: string;
  /** The address without `start` and `limit`. */
  path: string;
  pageSize: number;
  /** Pages read in turn before starting again from the first. */
  pages: number;
}

/** One load run as the worker is told it. */
export type LoadJob = {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  token: string;
  /** Requests per second from each client at most (a user's pace); as fast as answered when absent. */
  connectionRate?: number;
  /**
   * With a pace: the clients start one after another over the pace's interval, as users who do not
   * act in step; without it they all start, and stay, in step.
   */
  spread?: boolean;
} & (
  | { kind: 'get'; path: string }
  /** Each client saves into its own slice of the targets, in turn, with the version the last reply gave. */
  | { kind: 'save'; targets: SaveTarget[] }
  /**
   * Users who fill and browse: each client saves `savesPerPage` answers as in 'save' (with `token`),
   * then reads the next page of one of the lists (each client starts at another list and page).
   */
  | { kind: 'mixed'; targets: SaveTarget[]; lists: PagedList[]; savesPerPage: number }
);

/** Latencies of one kind of request in a mixed run. */
export interface KindResult {
  completed: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

export interface LoadResult {
  /** Completed responses per second. */
  requestsPerSecond: number;
  completed: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** A few replies that were not 2xx, to say why. */
  failures: string[];
  /** The targets' versions after the run (saves only): the next run starts from them. */
  targets?: SaveTarget[];
  /** Mixed runs: each kind of request apart ('save' and 'list'). */
  byKind?: Record<string, KindResult>;
}

function percentile(sorted: readonly number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

function versionIn(body: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) return undefined;
    const { data } = parsed;
    return typeof data === 'object' && data !== null && 'version' in data && typeof data.version === 'number'
      ? data.version
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Saves in turn into a slice of the targets (no two clients share a question, so every save carries
 * the stored version and none is refused as stale); a reply's version is the next save's.
 */
function saveRequests(targets: SaveTarget[], slice: number, slices: number, failures: string[]) {
  const mine = targets.filter((_, index) => index % slices === slice);
  let next = 0;
  let current: SaveTarget | undefined;
  const request: AutocannonRequest = {
    method: 'POST',
    path: '/api/secured/question/save',
    setupRequest: (base) => {
      current = mine[next % mine.length];
      next += 1;
      if (!current) throw new Error('No filled question to save into');
      return { ...base, body: JSON.stringify(saveBody(current)) };
    },
    onResponse: (status, body) => {
      const version = versionIn(body);
      if (current && status >= 200 && status < 300 && version !== undefined) current.version = version;
      else if (failures.length < 5) failures.push(`${status} ${body.slice(0, 200)}`);
    },
  };
  return [request];
}

/**
 * The next page of the client's list in turn: client `slice` starts at its own list and page, so the
 * clients do not all read the same page at once.
 */
function pageRequest(lists: PagedList[], slice: number, failures: string[]): AutocannonRequest {
  let turn = slice;
  return {
    method: 'GET',
    setupRequest: (base) => {
      const list = lists[turn % lists.length];
      if (!list) throw new Error('No list to page through');
      const page = Math.floor(turn / lists.length) % list.pages;
      turn += 1;
      const separator = list.path.includes('?') ? '&' : '?';
      return {
        ...base,
        path: `${list.path}${separator}start=${page * list.pageSize}&limit=${list.pageSize}`,
        headers: { ...base.headers, authorization: `Bearer ${list.token}` },
      };
    },
    onResponse: noteFailure(failures),
  };
}

/** The requests of one client of a job, each with the kind its latencies are reported under. */
function clientRequests(job: LoadJob, slice: number, failures: string[]): Array<[string, AutocannonRequest]> {
  if (job.kind === 'get')
    return [['get', { method: 'GET', path: job.path, onResponse: noteFailure(failures) }]];
  const saves = saveRequests(job.targets, slice, job.connections, failures).map(
    (request): [string, AutocannonRequest] => ['save', request],
  );
  if (job.kind === 'save') return saves;
  const [save] = saves;
  if (!save) throw new Error('No save request');
  return [
    ...Array.from({ length: job.savesPerPage }, () => save),
    ['list', pageRequest(job.lists, slice, failures)],
  ];
}

function kindResult(latencies: number[], non2xx: number, seconds: number): KindResult {
  latencies.sort((a, b) => a - b);
  return {
    completed: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    non2xx,
  };
}

function noteFailure(failures: string[]) {
  return (status: number, body: string) => {
    if ((status < 200 || status >= 300) && failures.length < 5)
      failures.push(`${status} ${body.slice(0, 200)}`);
  };
}

/** What every client of a run adds to: latencies over all, by kind, and a few failures. */
interface Tally {
  latencies: number[];
  byKind: Map<string, { latencies: number[]; non2xx: number }>;
  failures: string[];
}

/**
 * One autocannon instance of `connections` clients, the first of them client `firstSlice` of the job;
 * every response's latency goes into the tally.
 */
async function runInstance(job: LoadJob, connections: number, firstSlice: number, tally: Tally) {
  const headers = { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' };
  let clients = 0;
  // Which kind of request each client has just had answered: a request's onResponse runs just
  // before autocannon's 'response' event for it.
  const answered = new Map<unknown, { kind: string; status: number }>();
  const instance = autocannon({
    url: job.url,
    connections,
    duration: job.duration,
    headers,
    timeout: 10,
    ...(job.connectionRate === undefined ? {} : { connectionRate: job.connectionRate }),
    setupClient: (client: AutocannonClient) => {
      const slice = firstSlice + clients;
      clients += 1;
      const state = { kind: '', status: 0 };
      answered.set(client, state);
      client.setRequests(
        clientRequests(job, slice, tally.failures).map(([kind, request]) => ({
          ...request,
          headers,
          onResponse: (status, body, context) => {
            state.kind = kind;
            state.status = status;
            request.onResponse?.(status, body, context);
          },
        })),
      );
    },
  });
  instance.on('response', (client: unknown, _status: number, _bytes: number, responseTime: number) => {
    tally.latencies.push(responseTime);
    const state = answered.get(client);
    if (!state) return;
    const kind = tally.byKind.get(state.kind) ?? { latencies: [], non2xx: 0 };
    kind.latencies.push(responseTime);
    if (state.status < 200 || state.status >= 300) kind.non2xx += 1;
    tally.byKind.set(state.kind, kind);
  });
  return instance;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The job's clients: one autocannon instance of them all, or, for a paced job with `spread`, one
 * instance per client, each started a slice of the pace's interval after the one before. Autocannon
 * paces every client of an instance with its own one-second timer, all started at once, so one
 * instance sends its users' requests in bursts of all of them at the same moment.
 */
async function runClients(job: LoadJob, tally: Tally) {
  if (!job.spread || job.connectionRate === undefined)
    return [await runInstance(job, job.connections, 0, tally)];
  const gap = 1000 / job.connectionRate / job.connections;
  return Promise.all(
    Array.from({ length: job.connections }, async (_, slice) => {
      await delay(slice * gap);
      return runInstance(job, 1, slice, tally);
    }),
  );
}

/** Runs autocannon for one job and measures every response's latency (autocannon's own table has no p95). */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const tally: Tally = { latencies: [], byKind: new Map(), failures: [] };
  const results = await runClients(job, tally);
  const { latencies, failures } = tally;
  const duration = Math.max(...results.map((result) => result.duration));
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / duration,
    completed: latencies.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    failures,
    ...(job.kind === 'get' ? {} : { targets: job.targets }),
    ...(job.kind === 'mixed'
      ? {
          byKind: Object.fromEntries(
            [...tally.byKind].map(([kind, { latencies: times, non2xx }]) => [
              kind,
              kindResult(times, non2xx, duration),
            ]),
          ),
        }
      : {}),
  };
}
