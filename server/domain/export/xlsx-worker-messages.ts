import type { SheetCell } from './export-batch-rows';

/** What the server's main thread asks the XLSX worker (xlsx-export-worker.ts) to write, in order. */
export type ToXlsxWorker =
  | { kind: 'startSheet'; name: string; headers: readonly string[] }
  | { kind: 'rows'; rows: readonly (readonly SheetCell[])[] }
  | { kind: 'endSheet' }
  | { kind: 'finish' };

/** What the XLSX worker answers: the file's bytes, a batch written, the file whole, or a failure. */
export type FromXlsxWorker =
  | { kind: 'chunk'; bytes: Uint8Array }
  | { kind: 'written' }
  | { kind: 'end' }
  | { kind: 'failed'; message: string };

const toWorkerKinds: ReadonlySet<unknown> = new Set(['startSheet', 'rows', 'endSheet', 'finish']);
const fromWorkerKinds: ReadonlySet<unknown> = new Set(['chunk', 'written', 'end', 'failed']);

function kindOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'kind' in value ? value.kind : undefined;
}

/** Whether a message posted to the worker is one of its kinds (both ends are this server's code). */
export function isToXlsxWorker(value: unknown): value is ToXlsxWorker {
  return toWorkerKinds.has(kindOf(value));
}

/** Whether a message from the worker is one of its kinds. */
export function isFromXlsxWorker(value: unknown): value is FromXlsxWorker {
  return fromWorkerKinds.has(kindOf(value));
}
