import type { Database } from '../../data/database';
import { readMigrationState } from '../../data/migrate';
import type { Lifecycle } from '../../lifecycle';

/**
 * How long readiness waits for the database: less than a balancer's usual probe timeout, and far less
 * than the pool's connection timeout (5 s), so an unreachable database is a quick 503, not a hung probe.
 */
export const READINESS_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready to take requests: not shutting down, and the database answers a query of the migrations table
 * within the timeout, with at least every migration this server knows applied (an instance of the
 * previous release stays ready while a newer one migrates ahead of it).
 */
export async function isReady(
  database: Database,
  lifecycle: Lifecycle,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<boolean> {
  if (lifecycle.stopping) return false;
  const state = await within(
    readMigrationState(database).catch(() => undefined),
    timeoutMs,
  );
  return state !== undefined && state.version >= state.known && !lifecycle.stopping;
}
