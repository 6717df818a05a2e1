/** One question's save timing: a debounce timer and a queue that runs its round trips one by one. */
export interface QuestionSaver {
  /** (Re)starts the wait: a new change cancels the pending save. */
  schedule(): void;
  /** Saves now if a save is pending (blur, leaving the group or the page). */
  flush(): void;
  /** Drops the pending save (the question was skipped or reloaded). */
  cancel(): void;
  /** Queues a round trip after the ones already under way (delete, reload). */
  enqueue(task: () => Promise<void>): Promise<void>;
  /** A save is waiting for its delay. */
  readonly pending: boolean;
  /** A round trip is under way or queued. */
  readonly busy: boolean;
}

/**
 * `save` runs `delayMs` after the last `schedule()`, or at once on `flush()`. Round trips never
 * overlap: each waits for the previous one, so a save always sends the version the last one returned.
 */
export function createQuestionSaver(delayMs: number, save: () => Promise<void>): QuestionSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let running = 0;

  const enqueue = (task: () => Promise<void>): Promise<void> => {
    running += 1;
    queue = queue
      .then(task)
      // A failed task has already reported itself; the next one must still run.
      .catch(() => undefined)
      .finally(() => {
        running -= 1;
      });
    return queue;
  };
  const cancel = (): void => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  };
  const fire = (): void => {
    timer = undefined;
    void enqueue(save);
  };

  return {
    schedule() {
      cancel();
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer === undefined) return;
      cancel();
      fire();
    },
    cancel,
    enqueue,
    get pending() {
      return timer !== undefined;
    },
    get busy() {
      return running > 0;
    },
  };
}
