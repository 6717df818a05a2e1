import type { Logger } from 'pino';
import type { Db } from './data/database';
import { forgetOldOperations } from './domain/fill/write/forget-old-operations';

const DAY_MS = 86_400_000;

/**
 * The database's daily tidying, at start and then once a day while the server runs: forgets old
 * operation ids of offline saves. Several instances may do it at once; deleting is idempotent. A
 * failure (the database away) is logged and tried again the next day. Returns the stop function.
 */
export function startHousekeeping(
  db: Db,
  log: Logger,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tidy = () => {
    running = forgetOldOperations(db, now()).then(
      (forgotten) => {
        if (forgotten > 0) log.info({ forgotten }, 'forgot old operation ids of offline saves');
      },
      (error: unknown) => log.warn({ err: error }, 'housekeeping failed; it runs again tomorrow'),
    );
  };
  tidy();
  const timer = setInterval(tidy, DAY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
