import type { Guard } from './guards';
import { isRecord } from './guards';

export interface ApiSuccess<T> {
  ok: true;
  data: T;
  /** The paged lists' count of every matching row (not only this page's). */
  total?: number;
}

/** A refused or failed call: the server's code and its message in the request's language. */
export interface ApiFailure {
  ok: false;
  status: number;
  error: string;
  message: string;
  /** The field a refused entry names (`field`), when the reply says so. */
  field?: string;
  /** Lines under the message, e.g. `shortName: must match …` for each refused field. */
  details?: string[];
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** No reply at all (offline, server down): the screen shows the client's own text. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** The caller cancelled the request (its AbortSignal): nothing to show, the caller moved on. */
export const ABORTED = 'ABORTED';
/** A reply that is not the API's envelope, or whose data is not what the call expects. */
export const UNEXPECTED_REPLY = 'UNEXPECTED_REPLY';

/**
 * `{ success: true, data }` → the data when it passes the call's check; `{ success: false, error,
 * message }` → that failure; anything else → UNEXPECTED_REPLY with the fallback text.
 */
export function readEnvelope<T>(
  status: number,
  reply: unknown,
  accepts: Guard<T>,
  fallbackMessage: string,
): ApiResult<T> {
  if (isRecord(reply) && reply.success === true && 'data' in reply && accepts(reply.data)) {
    return typeof reply.total === 'number'
      ? { ok: true, data: reply.data, total: reply.total }
      : { ok: true, data: reply.data };
  }
  if (isRecord(reply) && reply.success === false && typeof reply.error === 'string') {
    const message =
      typeof reply.message === 'string' && reply.message !== '' ? reply.message : fallbackMessage;
    const failure: ApiFailure = { ok: false, status, error: reply.error, message };
    if (typeof reply.field === 'string' && reply.field !== '') failure.field = reply.field;
    const { details } = reply;
    if (Array.isArray(details) && details.every((line) => typeof line === 'string'))
      failure.details = details;
    return failure;
  }
  return { ok: false, status, error: UNEXPECTED_REPLY, message: fallbackMessage };
}

/** A success without the envelope (a download): the whole reply is the data, when it passes the check. */
export function readBareReply<T>(
  status: number,
  reply: unknown,
  accepts: Guard<T>,
  fallbackMessage: string,
): ApiResult<T> {
  return accepts(reply)
    ? { ok: true, data: reply }
    : { ok: false, status, error: UNEXPECTED_REPLY, message: fallbackMessage };
}
