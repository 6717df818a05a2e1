import type { QuestionSave, SavedAnswer } from '@schemas/generated/answers';

/** Why a queued answer waits for the user: the server holds a newer value, or it refused ours. */
export type QueueConflict =
  | {
      kind: 'stale';
      /** The question as the server holds it now: its version and answers. */
      server: { version: number; answers: SavedAnswer[] };
    }
  | { kind: 'refused'; message: string };

interface QueuedBase {
  /** IndexedDB's key: the order operations were made in, and are sent in. */
  seq?: number;
  userId: number;
  questionnaireId: number;
  filledQuestionId: number;
  /** When it was made on the device (ISO): the saving time the card shows until it is sent. */
  queuedAt: string;
  /** Sent at least once: the server may have applied it, so it is no longer replaced by a newer save. */
  attempted: boolean;
  conflict?: QueueConflict;
}

/** A save made while the server could not be reached, kept until the server has applied it. */
export interface QueuedSave extends QueuedBase {
  kind: 'save';
  /** The save as the card built it, with the id that makes a repeat harmless. */
  body: QuestionSave & { operationId: string };
  /**
   * Made after another queued operation of the same question: it is sent with the version that one
   * returned, not the one the device knew when it was made.
   */
  follows: boolean;
}

/** The removal of answers a choice skips (idempotent on the server: no id needed). */
export interface QueuedDelete extends QueuedBase {
  kind: 'delete';
}

export type QueuedOperation = QueuedSave | QueuedDelete;

/** The operations of one question still to be sent, oldest first. */
export function operationsOf(
  operations: readonly QueuedOperation[],
  filledQuestionId: number,
): QueuedOperation[] {
  return operations.filter((operation) => operation.filledQuestionId === filledQuestionId);
}

/** How many answers (questions) wait to be sent: several saves of one question count once. */
export function unsyncedCount(operations: readonly QueuedOperation[]): number {
  return new Set(operations.map((operation) => operation.filledQuestionId)).size;
}
