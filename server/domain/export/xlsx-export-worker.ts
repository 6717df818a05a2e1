/**
 * The XLSX export's worker thread (started by xlsx-worker-writer.ts): writes the rows it is sent with
 * exceljs's streaming writer (xlsx-export-writer.ts) and posts the file's bytes back, so building the
 * workbook's XML does not take turns with the database on the server's main thread.
 */
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { isToXlsxWorker, type FromXlsxWorker, type ToXlsxWorker } from './xlsx-worker-messages';
import { xlsxExportWriter } from './xlsx-export-writer';

const port = parentPort;
if (!port) throw new Error('xlsx-export-worker.ts runs as a worker thread');

function post(message: FromXlsxWorker, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

const output = new Writable({
  write(chunk: Buffer, _encoding, done) {
    // A copy of its own: the chunk may share a pooled buffer, which a transfer would take away.
    const bytes = new Uint8Array(chunk);
    post({ kind: 'chunk', bytes }, [bytes.buffer]);
    done();
  },
  final(done) {
    post({ kind: 'end' });
    done();
  },
});
const writer = xlsxExportWriter(output);

async function handle(message: ToXlsxWorker): Promise<void> {
  switch (message.kind) {
    case 'startSheet':
      writer.startSheet(message.name, message.headers);
      return;
    case 'rows':
      for (const row of message.rows) writer.addRow(row);
      await writer.ready();
      post({ kind: 'written' });
      return;
    case 'endSheet':
      await writer.endSheet();
      return;
    case 'finish':
      await writer.finish();
      return;
  }
}

// One message at a time, in the order sent; after a failure nothing more is written.
let queue: Promise<void> = Promise.resolve();
let failed = false;
port.on('message', (message: unknown) => {
  if (!isToXlsxWorker(message)) return;
  queue = queue.then(async () => {
    if (failed) return;
    try {
      await handle(message);
    } catch (error) {
      failed = true;
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
});
