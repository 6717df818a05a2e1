import type { Logger } from 'pino';
import type { Db } from './data/database';
import { forgetOldOperations } from './domain/fill/write/forget-old-operations';
import { photoRepository } from './data/repositories/photo-repository';

const DAY_MS = 86_400_000;

/**
 * The database's daily tidying, at start and then once a day while the server runs: forgets old
 * operation ids of offline saves and removes photos uploaded over a day ago that no saved answer names
 * (an upload whose question was never saved; their blobs go with them). Several instances may do it at once; deleting is idempotent. A
 * failure (the database away) is logged and tried again the next day. Returns the stop function.
 */
export function startHousekeeping(
  db: Db,
  log: Logger,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tidy = () => {
    const at = now();
    running = Promise.all([
      forgetOldOperations(db, at),
      photoRepository(db).removeUnnamed(new Date(at.getTime() - DAY_MS)),
    ]).then(
      ([forgotten, photos]) => {
        if (forgotten > 0) log.info({ forgotten }, 'forgot old operation ids of offline saves');
        if (photos > 0) log.info({ photos }, 'removed photos uploaded a day ago that no answer names');
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
