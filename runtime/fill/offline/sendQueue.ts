import type { FillQuestion } from '@schemas/generated/api/fill';
import type { ApiClient } from '../../shared/api/apiClient';
import type { OfflineDatabase } from '../../shared/offline/offlineDatabase';
import type { QueueConflict, QueuedOperation } from '../../shared/offline/queuedOperation';
import {
  deleteQuestionAnswersCall,
  isSavedQuestion,
  questionCall,
  saveQuestionCall,
  type SavedQuestion,
} from '../questions/questionCalls';
import { unreachable } from './unreachable';

/** What the queue tells the group stores on screen about a question's kept operations. */
export type QueueEvent =
  | { kind: 'synced'; filledQuestionId: number; question: SavedQuestion; waiting: boolean }
  | { kind: 'conflict'; filledQuestionId: number; conflict: QueueConflict };

interface SendQueueOptions {
  db: OfflineDatabase;
  send: ApiClient['send'];
  write: <T>(task: () => Promise<T>) => Promise<T>;
  operations: () => readonly QueuedOperation[];
  replace: (next: readonly QueuedOperation[]) => void;
  emit: (event: QueueEvent) => void;
  /** False once the queue is disposed (the user logged out): the run stops before its next step. */
  active: () => boolean;
}

/** How a run ended: everything it could send was sent, or the server could not be reached. */
export type SendOutcome = 'done' | 'unreachable' | 'refused';

/** The next operation to send: the oldest of a question that has no conflict waiting for the user. */
function nextToSend(operations: readonly QueuedOperation[]): QueuedOperation | undefined {
  const held = new Set(
    operations.flatMap((operation) => (operation.conflict ? [operation.filledQuestionId] : [])),
  );
  return operations.find((operation) => !held.has(operation.filledQuestionId));
}

/**
 * Sends the kept operations one by one, oldest first. An applied one leaves the queue, and the
 * version it gave is written into the later saves of its question that were made on top of it; a
 * stale save (409 STALE_ANSWER) or a refused one stays, marked with its conflict, and holds the later
 * operations of its question until the user chooses. Stops at the first operation the server cannot
 * be asked for (it is tried again later) and at a 401 (the session ended; the queue is kept).
 */
export async function sendQueue(options: SendQueueOptions): Promise<SendOutcome> {
  const { db, send, write, operations, replace, emit, active } = options;
  for (;;) {
    const operation = nextToSend(operations());
    if (!operation || !active()) return 'done';
    await write(async () => {
      if (operation.attempted) return;
      const marked = { ...operation, attempted: true };
      await db.put('operations', marked);
      replace(operations().map((known) => (known === operation ? marked : known)));
    });
    const result =
      operation.kind === 'save'
        ? await send(saveQuestionCall(operation.body))
        : await send(deleteQuestionAnswersCall(operation.filledQuestionId));
    if (unreachable(result)) return 'unreachable';
    if ((!result.ok && result.status === 401) || !active()) return 'refused';
    if (result.ok) {
      const reply = isSavedQuestion(result.data) ? result.data : undefined;
      const waiting = await write(async () => {
        const rest = operations().filter((known) => known.seq !== operation.seq);
        if (operation.seq !== undefined) await db.delete('operations', operation.seq);
        const next = await Promise.all(
          rest.map(async (known) => {
            if (!reply || known.kind !== 'save' || known.filledQuestionId !== operation.filledQuestionId)
              return known;
            if (!known.follows) return known;
            const rebased = { ...known, follows: false, body: { ...known.body, version: reply.version } };
            await db.put('operations', rebased);
            return rebased;
          }),
        );
        replace(next);
        return next.some((known) => known.filledQuestionId === operation.filledQuestionId);
      });
      if (reply)
        emit({ kind: 'synced', filledQuestionId: operation.filledQuestionId, question: reply, waiting });
      continue;
    }
    let conflict: QueueConflict;
    if (result.error === 'STALE_ANSWER') {
      const server = await send(questionCall(operation.filledQuestionId, 1));
      if (unreachable(server)) return 'unreachable';
      const held: Pick<FillQuestion, 'version' | 'answers'> | undefined = server.ok ? server.data : undefined;
      conflict = held
        ? { kind: 'stale', server: { version: held.version, answers: held.answers } }
        : { kind: 'refused', message: result.message };
    } else {
      conflict = { kind: 'refused', message: result.message };
    }
    await write(async () => {
      const marked = { ...operation, attempted: true, conflict };
      await db.put('operations', marked);
      replace(operations().map((known) => (known.seq === operation.seq ? marked : known)));
    });
    emit({ kind: 'conflict', filledQuestionId: operation.filledQuestionId, conflict });
  }
}
