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
 * What a stream may hold before the export waits for it: enough for the compressor (or the client) to
 * work on while the next batch is read, little beside the memory of one batch. Object-mode streams
 * (the CSV rows) count records.
 */
export interface StreamBacklog {
  bytes: number;
  records: number;
}

export const STREAM_BACKLOG: StreamBacklog = { bytes: 4 * 1024 * 1024, records: 5_000 };

/** Whether the stream holds more than its backlog and said so (its last write found it full). */
function needsDrain(stream: DrainableStream, backlog: StreamBacklog): boolean {
  const state: unknown = Reflect.get(stream, '_writableState');
  const stateOf = (name: string): unknown =>
    typeof state === 'object' && state !== null ? Reflect.get(state, name) : undefined;
  const flagged = stream.writableNeedDrain ?? stateOf('needDrain') === true;
  const length: unknown = Reflect.get(stream, 'writableLength') ?? stateOf('length');
  const objectMode = Reflect.get(stream, 'writableObjectMode') === true || stateOf('objectMode') === true;
  const limit = objectMode ? backlog.records : backlog.bytes;
  return flagged && (typeof length !== 'number' || length > limit);
}

/**
 * Waits while a stream holds more than its `backlog` (a slow client, or compression behind the rows)
 * until it has taken it all, so a fast database cannot pile the file up in memory; returns at
 * once when it holds less, when it is gone (closed or failed), or when `signal` fires.
 */
export async function streamDrained(
  stream: DrainableStream,
  signal?: AbortSignal,
  backlog: StreamBacklog = STREAM_BACKLOG,
): Promise<void> {
  if (!needsDrain(stream, backlog) || stream.destroyed === true || signal?.aborted) return;
  // Ends the wait for the events that did not come, removing their listeners.
  const done = new AbortController();
  const waiting = signal ? AbortSignal.any([done.signal, signal]) : done.signal;
  const settled = (event: string) => once(stream, event, { signal: waiting }).catch(() => undefined);
  await Promise.race([settled('drain'), settled('close'), settled('finish')]);
  done.abort();
}
