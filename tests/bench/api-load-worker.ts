/**
 * The load generator's thread: autocannon runs here so that it does not share the event loop of the
 * server it measures (the server runs in the main thread, started by api-bench.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runLoad, type LoadJob } from './api-load';

function isLoadJob(data: unknown): data is LoadJob {
  return (
    typeof data === 'object' &&
    data !== null &&
    'kind' in data &&
    (data.kind === 'get' || data.kind === 'save' || data.kind === 'mixed') &&
    'url' in data &&
    typeof data.url === 'string'
  );
}

if (!isLoadJob(workerData)) throw new Error('api-load-worker: no load job');
parentPort?.postMessage(await runLoad(workerData));
