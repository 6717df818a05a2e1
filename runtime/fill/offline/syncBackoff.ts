/** The first wait before sending the queue again after the server could not be reached. */
export const FIRST_RETRY_MS = 2_000;
/** The longest wait: a device back in range syncs within a minute even without an `online` event. */
export const LAST_RETRY_MS = 60_000;

/**
 * The wait before the next attempt after `failures` failed ones in a row: doubling from 2 s up to a
 * minute, less up to a fifth at random so that many devices back online do not all send at once.
 */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const full = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(full * (1 - random() * 0.2));
}
