import { serverLog } from '../../logger';

/** Work started by a request but finished after its reply, such as a mail whose timing must not show. */
export interface BackgroundWork {
  run(task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended (tests, graceful shutdown). */
  idle(): Promise<void>;
}

/** How long background work waits before it starts. */
const START_DELAY_MS = 20;

/**
 * Runs tasks outside the request that started them. A failure is logged, never thrown: the request
 * has already been answered.
 */
export function backgroundWork(): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      // Started a moment later, so the reply has left before any of the work: the embedded database
      // runs its queries on the main thread and would otherwise hold the reply back by their length.
      const done: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, START_DELAY_MS))
        .then(task)
        .catch((error: unknown) => {
          serverLog.error({ err: error }, 'Background work failed');
        })
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
