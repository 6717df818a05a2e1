/**
 * What the API benchmarks (api-bench.ts, load-bench.ts, save-cpu-bench.ts) share: their command-line
 * options, the load average they note, and the worker thread that runs autocannon
 * (api-load-worker.ts) beside the server they measure.
 */
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DatabaseKind } from '@server/data/database';
import type { LoadJob, LoadResult } from './api-load';
import { benchServerUrl } from './api-server';

/** The value of `--name=value` on the command line. */
export function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/** `--pool=N`: PostgreSQL connections of the server (DATABASE_POOL_SIZE); undefined for its default. */
export function chosenPoolSize(): number | undefined {
  const value = option('pool');
  return value === undefined ? undefined : Number(value);
}

/** `--engines=pglite,postgresql`; default PGlite, and PostgreSQL when a URL is set. */
export function chosenEngines(): DatabaseKind[] {
  const named = option('engines')?.split(',');
  if (!named) return benchServerUrl() ? ['pglite', 'postgresql'] : ['pglite'];
  return named.map((name) => {
    if (name !== 'pglite' && name !== 'postgresql') throw new Error(`Unknown engine ${name}`);
    return name;
  });
}

/** The machine's load average over 1, 5 and 15 minutes, as the benchmarks note it: `0.52 0.61 0.70`. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

const tsxApi = import.meta.resolve('tsx/esm/api');
const workerFile = new URL('./api-load-worker.ts', import.meta.url).href;

/** Runs one load job in a worker thread (see api-load-worker.ts). */
export function runInWorker(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // A worker thread does not get tsx from the command line: a tiny ES module registers tsx's hooks
    // and then imports the TypeScript worker.
    const code = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(workerFile)});`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), {
      workerData: job,
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`Load worker stopped with ${code}`));
    });
  });
}
