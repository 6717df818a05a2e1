import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { createAnswerQueue, type AnswerQueue } from '@runtime/fill/offline/answerQueue';
import { DeviceAnswersContext, type DeviceAnswersState } from '@runtime/fill/offline/deviceAnswers';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import type { ApiResult } from '@runtime/shared/api/envelope';
import { openOfflineDatabase } from '@runtime/shared/offline/offlineDatabase';
import { QUESTIONNAIRE_ID } from '@tests/runtime/fill/fillServer';

export interface DeviceQueueProps {
  /** Filled question ids whose saves wait on the device. */
  waiting: readonly number[];
  /** Filled question ids whose kept saves the server refused (conflicts to settle). */
  refused?: readonly number[];
  children: ReactNode;
}

const REFUSAL = 'The form was submitted meanwhile.';

function savedId(call: ApiCall<unknown>): number | undefined {
  const body = call.json;
  return typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number'
    ? body.id
    : undefined;
}

/**
 * The device's real queue of unsent answers in this browser's IndexedDB, for a user of its own (so no
 * story sees another's). Saves are made while offline; then one round of sending reaches a stand-in
 * server that refuses the `refused` questions' saves and cannot be reached for the rest.
 */
export function DeviceQueue({ waiting, refused = [], children }: DeviceQueueProps) {
  const [device, setDevice] = useState<DeviceAnswersState>('opening');
  useEffect(() => {
    let queue: AnswerQueue | undefined;
    let cancelled = false;
    let online = false;
    const send = <T,>(call: ApiCall<T>): Promise<ApiResult<T>> => {
      const id = savedId(call);
      return Promise.resolve(
        id !== undefined && refused.includes(id)
          ? { ok: false, status: 422, error: 'FORM_SUBMITTED', message: REFUSAL }
          : { ok: false, status: 503, error: 'UNAVAILABLE', message: 'The server could not be reached.' },
      );
    };
    void (async () => {
      const db = await openOfflineDatabase();
      if (!db || cancelled) return;
      const userId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
      queue = createAnswerQueue({ db, userId, send, online: () => online });
      await queue.ready;
      // Refused ones first: the round of sending stops at the first the server cannot be reached for.
      for (const id of [...refused, ...waiting]) {
        await queue.save(
          QUESTIONNAIRE_ID,
          { id, filledQuestionListId: 311, version: 0, answers: [{ answer: '5' }] },
          false,
        );
      }
      if (refused.length > 0) {
        online = true;
        await queue.sync();
        online = false;
      }
      if (!cancelled) setDevice({ db, userId, queue });
    })();
    return () => {
      cancelled = true;
      queue?.dispose();
    };
    // One story, one queue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <DeviceAnswersContext value={device}>{children}</DeviceAnswersContext>;
}
