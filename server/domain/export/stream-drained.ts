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

/** Whether the stream's last write found its buffer full. */
function needsDrain(stream: DrainableStream): boolean {
  if (stream.writableNeedDrain !== undefined) return stream.writableNeedDrain;
  const state: unknown = Reflect.get(stream, '_writableState');
  return typeof state === 'object' && state !== null && Reflect.get(state, 'needDrain') === true;
}

/**
 * Waits while a stream's buffer is full (a slow client, or compression behind the rows), so a fast
 * database cannot pile the file up in memory; returns at once when the stream takes more, when it is
 * gone (closed or failed), or when `signal` fires.
 */
export async function streamDrained(stream: DrainableStream, signal?: AbortSignal): Promise<void> {
  if (!needsDrain(stream) || stream.destroyed === true || signal?.aborted) return;
  // Ends the wait for the events that did not come, removing their listeners.
  const done = new AbortController();
  const waiting = signal ? AbortSignal.any([done.signal, signal]) : done.signal;
  const settled = (event: string) => once(stream, event, { signal: waiting }).catch(() => undefined);
  await Promise.race([settled('drain'), settled('close'), settled('finish')]);
  done.abort();
}
