import type { ApiCall } from '../api/apiCall';
import { callUrl } from '../api/apiCall';
import type { ApiClient } from '../api/apiClient';
import type { ApiResult } from '../api/envelope';
import { NETWORK_ERROR } from '../api/envelope';
import { replyGuard } from '../api/replyCheck';
import type { OfflineDatabase } from './offlineDatabase';

function kept(call: ApiCall<unknown>): boolean {
  return call.method === 'GET' && call.secured === true && call.bare !== true;
}

/** The kept reply of a call, checked again as the server's would be (an older app may have kept it). */
async function keptReply<T>(
  db: OfflineDatabase,
  userId: number,
  call: ApiCall<T>,
): Promise<ApiResult<T> | undefined> {
  try {
    const reply = await db.get('replies', [userId, callUrl(call)]);
    if (!reply) return undefined;
    const accepts = typeof call.accepts === 'function' ? call.accepts : await replyGuard(call.accepts);
    return accepts(reply.data) ? { ok: true, data: reply.data } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The client of a screen that must open without a network (the fill screen, issue 19): every secured
 * read it makes is kept on the device under the user's id when it succeeds, and answered from there
 * when the server cannot be reached (or the browser knows it is offline: no request is made then).
 * Writes pass through unchanged; the queue of answers handles them.
 */
export function keepingReplies(
  api: ApiClient,
  db: OfflineDatabase,
  userId: number,
  online: () => boolean = () => navigator.onLine,
): ApiClient {
  return {
    ...api,
    async send<T>(call: ApiCall<T>) {
      if (!kept(call)) return api.send(call);
      if (!online()) {
        const fromDevice = await keptReply(db, userId, call);
        if (fromDevice) return fromDevice;
      }
      const result = await api.send(call);
      if (result.ok) {
        const reply = { userId, url: callUrl(call), data: result.data, keptAt: new Date().toISOString() };
        void db.put('replies', reply).catch(() => undefined);
        return result;
      }
      if (result.status !== 0 || result.error !== NETWORK_ERROR) return result;
      return (await keptReply(db, userId, call)) ?? result;
    },
  };
}

/** Forgets the replies kept for a user (at logout); the user's unsent answers stay. */
export async function forgetReplies(db: OfflineDatabase, userId: number): Promise<void> {
  const keys = await db.getAllKeysFromIndex('replies', 'byUser', userId);
  const tx = db.transaction('replies', 'readwrite');
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}
