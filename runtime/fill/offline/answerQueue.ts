import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { QuestionSave } from '@schemas/generated/answers';
import type { ApiClient } from '../../shared/api/apiClient';
import type { ApiResult } from '../../shared/api/envelope';
import type { OfflineDatabase } from '../../shared/offline/offlineDatabase';
import {
  operationsOf,
  type QueueConflict,
  type QueuedDelete,
  type QueuedOperation,
  type QueuedSave,
} from '../../shared/offline/queuedOperation';
import { deleteQuestionAnswersCall, saveQuestionCall, type SavedQuestion } from '../questions/questionCalls';
import { newOperationId } from './operationId';
import { QUEUED, type Queued } from './queued';
import { sendQueue, type QueueEvent } from './sendQueue';
import { retryDelay } from './syncBackoff';
import { unreachable } from './unreachable';

export type { Queued, QueueEvent };

/** Where a question's kept operations stand. */
export type QueuedState = { kind: 'waiting' } | { kind: 'conflict'; conflict: QueueConflict };

export interface AnswerQueue {
  /** This user's operations not yet applied by the server, oldest first. */
  readonly operations: ReadonlySignal<readonly QueuedOperation[]>;
  /** The kept operations have been read from the device. */
  readonly ready: Promise<void>;
  /** Sends the save now, or keeps it when the server cannot be reached or older ones still wait. */
  save(
    questionnaireId: number,
    save: QuestionSave,
    keepalive: boolean,
  ): Promise<ApiResult<SavedQuestion> | Queued>;
  /** Removes a skipped question's answers now, or keeps the removal like a save. */
  deleteAnswers(questionnaireId: number, filledQuestionId: number): Promise<ApiResult<unknown> | Queued>;
  stateOf(filledQuestionId: number): QueuedState | undefined;
  /** The conflict is settled for the device's answer: it is sent again over the server's version. */
  keepMine(filledQuestionId: number): Promise<void>;
  /** The conflict is settled for the server's answer: the device's operations of the question go. */
  takeServer(filledQuestionId: number): Promise<void>;
  subscribe(listener: (event: QueueEvent) => void): () => void;
  /** Sends what waits, in order (also on its own: when the network returns and with backoff). */
  sync(): Promise<void>;
  dispose(): void;
}

interface AnswerQueueOptions {
  db: OfflineDatabase;
  userId: number;
  send: ApiClient['send'];
  /** Defaults to the browser's own signal; the tests pass theirs. */
  online?: () => boolean;
}

/**
 * The device's queue of one user's answers (issue 19): each save carries an operation id, so a
 * repeat is applied once by the server; a save or removal that cannot reach the server is kept in
 * IndexedDB and sent later in the order it was made, with backoff, and when the browser says the
 * network is back. Conflicts (a newer answer on the server, or a refusal) wait for the user's choice.
 */
export function createAnswerQueue({
  db,
  userId,
  send,
  online = () => navigator.onLine,
}: AnswerQueueOptions): AnswerQueue {
  const operations = signal<readonly QueuedOperation[]>([]);
  const listeners = new Set<(event: QueueEvent) => void>();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let syncing: Promise<void> | undefined;
  let disposed = false;
  // Writes to the device happen one after another, in the order they were asked for.
  let writes: Promise<unknown> = Promise.resolve();
  const write = <T>(task: () => Promise<T>): Promise<T> => {
    const next = writes.then(task);
    writes = next.catch(() => undefined);
    return next;
  };

  const ready = write(async () => {
    const kept = await db.getAllFromIndex('operations', 'byUser', userId);
    operations.value = kept.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  });

  const emit = (event: QueueEvent): void => {
    for (const listener of listeners) listener(event);
  };

  const replace = (next: readonly QueuedOperation[]): void => {
    operations.value = next;
  };

  async function add(operation: QueuedOperation): Promise<void> {
    await ready;
    await write(async () => {
      const current = operations.peek();
      const last = operationsOf(current, operation.filledQuestionId).at(-1);
      // A newer save of a question whose save has not been sent yet replaces it: one operation each.
      if (operation.kind === 'save' && last?.kind === 'save' && !last.attempted && !last.conflict) {
        const merged: QueuedSave = { ...last, body: { ...operation.body, version: last.body.version } };
        merged.follows = last.follows;
        merged.queuedAt = operation.queuedAt;
        await db.put('operations', merged);
        replace(current.map((known) => (known === last ? merged : known)));
        return;
      }
      const kept = { ...operation, ...(operation.kind === 'save' ? { follows: last !== undefined } : {}) };
      const seq = await db.add('operations', kept);
      replace([...current, { ...kept, seq }]);
    });
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (disposed || timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        void sync();
      },
      online() ? retryDelay(Math.max(1, failures)) : retryDelay(Math.max(failures, 3)),
    );
  }

  function sync(): Promise<void> {
    if (disposed) return Promise.resolve();
    // Without a network nothing is tried (no failed request): the `online` event or the next retry is.
    if (!online()) {
      scheduleRetry();
      return Promise.resolve();
    }
    syncing ??= (async () => {
      await ready;
      const outcome = await sendQueue({
        db,
        send,
        write,
        operations: () => operations.peek(),
        replace,
        emit,
        active: () => !disposed,
      });
      failures = outcome === 'unreachable' ? failures + 1 : 0;
    })().finally(() => {
      syncing = undefined;
      if (!disposed && operations.peek().some((operation) => !operation.conflict) && failures > 0)
        scheduleRetry();
    });
    return syncing;
  }

  const onOnline = (): void => {
    failures = 0;
    void sync();
  };
  window.addEventListener('online', onOnline);
  void ready.then(() => {
    if (operations.peek().length > 0) void sync();
  });

  const waiting = (): boolean => operations.peek().length > 0 || !online();
  const now = (): string => new Date().toISOString();

  return {
    operations,
    ready,
    async save(questionnaireId, save, keepalive) {
      await ready;
      const body = { ...save, operationId: newOperationId() };
      const base = { userId, questionnaireId, filledQuestionId: save.id, queuedAt: now() };
      if (!waiting()) {
        const result = await send(saveQuestionCall(body, keepalive));
        if (!unreachable(result)) return result;
        failures += 1;
        // Perhaps applied, with the reply lost: sent again with the same id, it is applied once.
        await add({ ...base, kind: 'save', body, follows: false, attempted: true });
        return QUEUED;
      }
      await add({ ...base, kind: 'save', body, follows: false, attempted: false });
      return QUEUED;
    },
    async deleteAnswers(questionnaireId, filledQuestionId) {
      await ready;
      const operation: QueuedDelete = {
        kind: 'delete',
        userId,
        questionnaireId,
        filledQuestionId,
        queuedAt: now(),
        attempted: false,
      };
      if (!waiting()) {
        const result = await send(deleteQuestionAnswersCall(filledQuestionId));
        if (!unreachable(result)) return result;
        failures += 1;
      }
      await add(operation);
      return QUEUED;
    },
    stateOf(filledQuestionId) {
      const own = operationsOf(operations.peek(), filledQuestionId);
      if (own.length === 0) return undefined;
      const conflict = own.find((operation) => operation.conflict)?.conflict;
      return conflict ? { kind: 'conflict', conflict } : { kind: 'waiting' };
    },
    async keepMine(filledQuestionId) {
      await write(async () => {
        const current = operations.peek();
        const stuck = current.find(
          (operation) => operation.filledQuestionId === filledQuestionId && operation.conflict,
        );
        if (stuck?.kind !== 'save' || stuck.conflict?.kind !== 'stale') return;
        const again: QueuedSave = {
          ...stuck,
          body: { ...stuck.body, version: stuck.conflict.server.version, operationId: newOperationId() },
          follows: false,
          attempted: false,
        };
        delete again.conflict;
        await db.put('operations', again);
        replace(current.map((operation) => (operation === stuck ? again : operation)));
      });
      failures = 0;
      await sync();
    },
    async takeServer(filledQuestionId) {
      await write(async () => {
        const current = operations.peek();
        const own = operationsOf(current, filledQuestionId);
        for (const operation of own)
          if (operation.seq !== undefined) await db.delete('operations', operation.seq);
        replace(current.filter((operation) => !own.includes(operation)));
      });
      failures = 0;
      await sync();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync,
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    },
  };
}
