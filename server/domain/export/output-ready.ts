import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Waits while the output's buffer is full (a slow client), so a fast database cannot pile the file up
 * in memory; returns at once when the output takes more, when it is gone (closed or failed), or when
 * `signal` fires.
 */
export async function outputReady(output: Writable, signal?: AbortSignal): Promise<void> {
  if (!output.writableNeedDrain || output.destroyed || signal?.aborted) return;
  // Ends the wait for the events that did not come, removing their listeners.
  const done = new AbortController();
  const waiting = signal ? AbortSignal.any([done.signal, signal]) : done.signal;
  const settled = (event: string) => once(output, event, { signal: waiting }).catch(() => undefined);
  await Promise.race([settled('drain'), settled('close')]);
  done.abort();
}
