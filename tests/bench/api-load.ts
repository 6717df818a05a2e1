import autocannon, { type AutocannonClient, type AutocannonRequest } from 'autocannon';
import type { SaveTarget } from './api-volume';

/** One load run as the worker is told it. */
export type LoadJob = {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  token: string;
} & (
  | { kind: 'get'; path: string }
  /** Each client saves into its own slice of the targets, in turn, with the version the last reply gave. */
  | { kind: 'save'; targets: SaveTarget[] }
);

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
      const { id, questionId, filledQuestionListId, answerTypeDicId, version, answer } = current;
      return {
        ...base,
        body: JSON.stringify({
          id,
          questionId,
          filledQuestionListId,
          answerTypeDicId,
          version,
          answers: [{ answer }],
        }),
      };
    },
    onResponse: (status, body) => {
      const version = versionIn(body);
      if (current && status >= 200 && status < 300 && version !== undefined) current.version = version;
      else if (failures.length < 5) failures.push(`${status} ${body.slice(0, 200)}`);
    },
  };
  return [request];
}

function noteFailure(failures: string[]) {
  return (status: number, body: string) => {
    if ((status < 200 || status >= 300) && failures.length < 5)
      failures.push(`${status} ${body.slice(0, 200)}`);
  };
}

/** Runs autocannon for one job and measures every response's latency (autocannon's own table has no p95). */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const headers = { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' };
  let clients = 0;
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    headers,
    timeout: 10,
    setupClient: (client: AutocannonClient) => {
      const slice = clients;
      clients += 1;
      const requests =
        job.kind === 'save'
          ? saveRequests(job.targets, slice, job.connections, failures)
          : [{ method: 'GET', path: job.path, onResponse: noteFailure(failures) }];
      client.setRequests(requests.map((request) => ({ ...request, headers })));
    },
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / result.duration,
    completed: latencies.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    failures,
    ...(job.kind === 'save' ? { targets: job.targets } : {}),
  };
}
