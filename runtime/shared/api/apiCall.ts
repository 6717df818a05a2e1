import type { ReplySchema } from '@schemas/contract/endpoint';
import type { Guard } from './guards';

/** One call of the API, described as data so the client, SWR keys and tests all read the same thing. */
export interface ApiCall<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /api, e.g. `/user/login/web`. */
  path: string;
  query?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded (the specification's "form data" calls). */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Needs the bearer token; a 401 reply then means the session is gone. */
  secured?: boolean;
  /** Lets the request finish after the page is left (saving while the user closes the tab). */
  keepalive?: boolean;
  /**
   * Cancels the request (a map view left before its grid squares arrived): the result is then an
   * ABORTED failure, which no screen shows, never a network error.
   */
  signal?: AbortSignal;
  /** The reply of a success is the data itself, without the envelope (a download); failures keep it. */
  bare?: boolean;
  /** Checks the reply's data before any screen sees it: the contract's reply schema, or a guard. */
  accepts: ReplySchema<T> | Guard<T>;
}

export const API_BASE = '/api';

/** The address of a call, as fetch gets it and as SWR keys it. */
export function callUrl(call: Pick<ApiCall<unknown>, 'path' | 'query'>): string {
  const query = call.query ? new URLSearchParams(call.query).toString() : '';
  return `${API_BASE}${call.path}${query === '' ? '' : `?${query}`}`;
}
