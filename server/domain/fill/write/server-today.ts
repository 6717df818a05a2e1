/** The time zone furthest ahead (UTC+14): its date is "today" somewhere on Earth, never later. */
const AHEAD_MS = 14 * 3_600_000;

/**
 * Today (yyyy-MM-dd) for the no-future-dates rule on the server, which does not know the user's time
 * zone: the latest date anywhere, so a date that is today for the user is never refused as future.
 */
export function serverToday(now: Date): string {
  return new Date(now.getTime() + AHEAD_MS).toISOString().slice(0, 10);
}
