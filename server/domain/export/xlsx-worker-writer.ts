import { EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { SheetCell } from './export-batch-rows';
import type { ExportFileWriter } from './export-file-writer';
import { isFromXlsxWorker, type ToXlsxWorker } from './xlsx-worker-messages';

/**
 * The worker's code. scripts/build-server.mjs builds it beside the server and sets this to its path
 * from the project root; where the TypeScript sources run (tests, tsx scripts) it is unset and the
 * worker registers tsx before it loads its source.
 */
function startXlsxWorker(): Worker {
  const built = process.env.FQ_XLSX_EXPORT_WORKER;
  if (built) return new Worker(new URL(built, new URL('../../../', import.meta.url)));
  const source = new URL('./xlsx-export-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    { eval: true },
  );
}

/**
 * An XLSX export written by a worker thread (xlsx-export-worker.ts, exceljs's streaming writer) into
 * `output`: the rows of a batch go to the worker as one message when the export asks whether the
 * writer is `ready`, and the worker's bytes come back and are written to `output` in order. `ready`
 * waits until the worker holds at most the batch just sent, so the worker writes it while the next
 * batch is read, and no more than two batches are ever on their way.
 */
export function xlsxWorkerWriter(output: Writable): ExportFileWriter {
  const worker = startXlsxWorker();
  let pending: (readonly SheetCell[])[] = [];
  let unwritten = 0;
  let whole = false;
  let abandoned = false;
  let failure: Error | undefined;
  const changes = new EventEmitter();
  const notify = () => changes.emit('change');

  worker.on('message', (message: unknown) => {
    if (!isFromXlsxWorker(message)) return;
    if (message.kind === 'chunk' && !abandoned) output.write(message.bytes);
    if (message.kind === 'written') unwritten -= 1;
    if (message.kind === 'end') {
      whole = true;
      // Its work is done: ended here, not after the output's end, which a gone client never calls back.
      void worker.terminate();
    }
    if (message.kind === 'failed') failure ??= new Error(`The XLSX export failed: ${message.message}`);
    notify();
  });
  worker.on('error', (error) => {
    failure ??= error;
    notify();
  });
  worker.on('exit', (code) => {
    if (!whole && !abandoned) failure ??= new Error(`The XLSX export's worker stopped (exit code ${code})`);
    notify();
  });

  const post = (message: ToXlsxWorker) => worker.postMessage(message);
  const flush = () => {
    if (pending.length === 0) return;
    post({ kind: 'rows', rows: pending });
    pending = [];
    unwritten += 1;
  };
  /** Waits for the worker until `done` holds, it fails, or `signal` fires. */
  const until = async (done: () => boolean, signal?: AbortSignal) => {
    while (!done() && !failure && !signal?.aborted) {
      // An abort rejects the wait and ends the loop; the listener goes either way.
      await once(changes, 'change', signal ? { signal } : {}).catch(() => undefined);
    }
    if (failure) throw failure;
  };

  return {
    startSheet(name, headers) {
      post({ kind: 'startSheet', name, headers });
    },
    addRow(cells) {
      pending.push(cells);
    },
    async ready(signal) {
      flush();
      await until(() => unwritten <= 1, signal);
    },
    async endSheet() {
      flush();
      post({ kind: 'endSheet' });
    },
    async finish() {
      flush();
      post({ kind: 'finish' });
      await until(() => whole);
      await new Promise<void>((resolve) => output.end(resolve));
    },
    abandon() {
      abandoned = true;
      pending = [];
      void worker.terminate();
    },
  };
}
