import type { ApiCall } from './apiCall';
import { callUrl } from './apiCall';
import type { ApiResult } from './envelope';
import type { Guard } from './guards';
import { ABORTED, NETWORK_ERROR, readBareReply, readEnvelope } from './envelope';
import { replyGuard } from './replyCheck';

export interface ApiClientOptions {
  /** The interface language, sent as Accept-Language so server messages come back in it. */
  language: () => string;
  /** The session's bearer token, read at call time. */
  token: () => string | undefined;
  /** The text shown when there is no reply or no usable message. */
  fallbackMessage: () => string;
  /** A secured call answered 401: the session is gone. */
  onUnauthorized: () => void;
}

export interface ApiClient {
  send<T>(call: ApiCall<T>): Promise<ApiResult<T>>;
}

/** Adds the headers every call needs, reads the envelope and never throws: failures are results. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    async send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Accept-Language': options.language(),
      };
      let body: BodyInit | undefined;
      if (call.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(call.form);
      } else if (call.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(call.json);
      }
      if (call.secured) {
        const token = options.token();
        if (token) headers.Authorization = `Bearer ${token}`;
      }

      let response: Response;
      let reply: unknown;
      let accepts: Guard<T>;
      try {
        // The reply's schema is a chunk of its own, loaded before the first call that needs it: a call
        // whose check cannot load is not sent, like any call without a network.
        accepts = typeof call.accepts === 'function' ? call.accepts : await replyGuard(call.accepts);
        response = await fetch(callUrl(call), {
          method: call.method,
          headers,
          body,
          keepalive: call.keepalive,
          signal: call.signal,
        });
        reply = await response.json().catch(() => undefined);
      } catch {
        if (call.signal?.aborted) return { ok: false, status: 0, error: ABORTED, message: '' };
        return { ok: false, status: 0, error: NETWORK_ERROR, message: options.fallbackMessage() };
      }
      // Cancelled while the reply was read: the half-read reply means nothing.
      if (call.signal?.aborted) return { ok: false, status: 0, error: ABORTED, message: '' };

      const result =
        call.bare && response.ok
          ? readBareReply(response.status, reply, accepts, options.fallbackMessage())
          : readEnvelope(response.status, reply, accepts, options.fallbackMessage());
      if (call.secured && response.status === 401) options.onUnauthorized();
      return result;
    },
  };
}
