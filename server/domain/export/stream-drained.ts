import { once } from 'node:events';
import type { EventEmitter } from 'node:events';

/** A writable stream: Node's, or an older `readable-stream` one (as the zip libraries use) without `writableNeedDrain`. */
export interface DrainableStream extends EventEmitter {
  readonly writableNeedDrain?: boolean;
  readonly destroyed?: boolean;
}

/** Whether a value looks like a writable stream whose buffer can be waited on. */
export function isDrainableStream(value: unknown): value is DrainableStream {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('writableNeedDrain' in value || '_writableState' in value) &&
    'once' in value &&
    typeof value.once === 'function'
  );
}

/**
 * Bytes a stream may hold before the export waits for it: enough for the compressor (or the client)
 * to work on while the next batch is read, little beside the memory of one batch.
 */
export const STREAM_BACKLOG_BYTES = 4 * 1024 * 1024;

/** Whether the stream holds more than `backlog` bytes and said so (its last write found it full). */
function needsDrain(stream: DrainableStream, backlog: number): boolean {
  const state: unknown = Reflect.get(stream, '_writableState');
  const flagged =
    stream.writableNeedDrain ??
    (typeof state === 'object' && state !== null && Reflect.get(state, 'needDrain') === true);
  const length: unknown =
    Reflect.get(stream, 'writableLength') ??
    (typeof state === 'object' && state !== null ? Reflect.get(state, 'length') : undefined);
  // An object-mode stream (the CSV rows) counts records, not bytes: its own full buffer is the limit.
  const objectMode =
    Reflect.get(stream, 'writableObjectMode') === true ||
    (typeof state === 'object' && state !== null && Reflect.get(state, 'objectMode') === true);
  return flagged && (objectMode || typeof length !== 'number' || length > backlog);
}

/**
 * Waits while a stream holds more than `backlog` bytes (a slow client, or compression behind the
 * rows) until it has taken them all, so a fast database cannot pile the file up in memory; returns at
 * once when it holds less, when it is gone (closed or failed), or when `signal` fires.
 */
export async function streamDrained(
  stream: DrainableStream,
  signal?: AbortSignal,
  backlog = STREAM_BACKLOG_BYTES,
): Promise<void> {
  if (!needsDrain(stream, backlog) || stream.destroyed === true || signal?.aborted) return;
  // Ends the wait for the events that did not come, removing their listeners.
  const done = new AbortController();
  const waiting = signal ? AbortSignal.any([done.signal, signal]) : done.signal;
  const settled = (event: string) => once(stream, event, { signal: waiting }).catch(() => undefined);
  await Promise.race([settled('drain'), settled('close'), settled('finish')]);
  done.abort();
}
