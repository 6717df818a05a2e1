import type { ApiCall } from './apiCall';
import { callUrl } from './apiCall';
import type { ApiResult } from './envelope';
import type { Guard } from './guards';
import type { ApiFailure } from './envelope';
import { ABORTED, NETWORK_ERROR, UNEXPECTED_REPLY, readBareReply, readEnvelope } from './envelope';
import { fileNameFromDisposition } from './fileNameFromDisposition';
import { isAnything } from './guards';
import { replyGuard } from './replyCheck';

export interface ApiClientOptions {
  /** The interface language, sent as Accept-Language so server messages come back in it. */
  language: () => string;
  /** The session's bearer token, read at call time (after a renewal, when one is due). */
  token: () => string | undefined | Promise<string | undefined>;
  /** The text shown when there is no reply or no usable message. */
  fallbackMessage: () => string;
  /** A secured call answered 401: the session is gone. */
  onUnauthorized: () => void;
}

/** A file the server sent (an export): its bytes and the name its `Content-Disposition` gives. */
export interface ApiFile {
  ok: true;
  blob: Blob;
  /** Undefined when the reply names no file. */
  fileName?: string;
}

export interface ApiClient {
  send<T>(call: ApiCall<T>): Promise<ApiResult<T>>;
  /**
   * A call whose successful reply is a file, not the JSON envelope; a failure still is the envelope
   * (its status tells e.g. an empty export, 417, from a refused one).
   */
  download(call: ApiCall<unknown>): Promise<ApiFile | ApiFailure>;
  /**
   * A multipart upload (a photo) that reports the fraction sent, which fetch cannot: an
   * XMLHttpRequest with the same headers, reply reading and 401 handling as `send`. Optional, so the
   * stand-in clients of stories and tests need not have it (nothing can then be uploaded).
   */
  upload?<T>(call: ApiCall<T>, body: FormData, onProgress: (fraction: number) => void): Promise<ApiResult<T>>;
}

/** The headers and body every call sends: the interface language, the token, the body's encoding. */
async function request(call: ApiCall<unknown>, options: ApiClientOptions, accept: string) {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': options.language() };
  let body: BodyInit | undefined;
  if (call.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form);
  } else if (call.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  if (call.secured) {
    const token = await options.token();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return { method: call.method, headers, body, keepalive: call.keepalive, signal: call.signal };
}

function aborted(): ApiFailure {
  return { ok: false, status: 0, error: ABORTED, message: '' };
}

/** Sends a multipart body with XMLHttpRequest, for its upload progress; resolves with the reply's JSON. */
function sendWithProgress(
  url: string,
  init: Awaited<ReturnType<typeof request>>,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; reply: unknown } | 'network' | 'aborted'> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    // No Content-Type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let reply: unknown;
      try {
        reply = JSON.parse(xhr.responseText);
      } catch {
        reply = undefined;
      }
      resolve({ status: xhr.status, reply });
    };
    xhr.onerror = () => resolve('network');
    xhr.ontimeout = () => resolve('network');
    xhr.onabort = () => resolve('aborted');
    if (init.signal?.aborted) {
      resolve('aborted');
      return;
    }
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Adds the headers every call needs, reads the envelope and never throws: failures are results. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    async send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
      let response: Response;
      let reply: unknown;
      let accepts: Guard<T>;
      try {
        // The reply's schema is a chunk of its own, loaded before the first call that needs it: a call
        // whose check cannot load is not sent, like any call without a network.
        accepts = typeof call.accepts === 'function' ? call.accepts : await replyGuard(call.accepts);
        response = await fetch(callUrl(call), await request(call, options, 'application/json'));
        reply = await response.json().catch(() => undefined);
      } catch {
        if (call.signal?.aborted) return aborted();
        return { ok: false, status: 0, error: NETWORK_ERROR, message: options.fallbackMessage() };
      }
      // Cancelled while the reply was read: the half-read reply means nothing.
      if (call.signal?.aborted) return aborted();

      const result =
        call.bare && response.ok
          ? readBareReply(response.status, reply, accepts, options.fallbackMessage())
          : readEnvelope(response.status, reply, accepts, options.fallbackMessage());
      if (call.secured && response.status === 401) options.onUnauthorized();
      return result;
    },

    async download(call: ApiCall<unknown>): Promise<ApiFile | ApiFailure> {
      let response: Response;
      let result: ApiFile | ApiFailure;
      try {
        response = await fetch(callUrl(call), await request(call, options, '*/*'));
        if (response.ok) {
          const blob = await response.blob();
          const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
          result = fileName === undefined ? { ok: true, blob } : { ok: true, blob, fileName };
        } else {
          const reply: unknown = await response.json().catch(() => undefined);
          const failure = readEnvelope(response.status, reply, isAnything, options.fallbackMessage());
          result = failure.ok
            ? {
                ok: false,
                status: response.status,
                error: UNEXPECTED_REPLY,
                message: options.fallbackMessage(),
              }
            : failure;
        }
      } catch {
        if (call.signal?.aborted) return aborted();
        return { ok: false, status: 0, error: NETWORK_ERROR, message: options.fallbackMessage() };
      }
      // Cancelled while the file was read: nothing is saved.
      if (call.signal?.aborted) return aborted();
      if (call.secured && response.status === 401) options.onUnauthorized();
      return result;
    },

    async upload<T>(
      call: ApiCall<T>,
      body: FormData,
      onProgress: (fraction: number) => void,
    ): Promise<ApiResult<T>> {
      let accepts: Guard<T>;
      try {
        accepts = typeof call.accepts === 'function' ? call.accepts : await replyGuard(call.accepts);
      } catch {
        return { ok: false, status: 0, error: NETWORK_ERROR, message: options.fallbackMessage() };
      }
      const init = await request(call, options, 'application/json');
      const sent = await sendWithProgress(callUrl(call), init, body, onProgress);
      if (sent === 'aborted' || call.signal?.aborted) return aborted();
      if (sent === 'network')
        return { ok: false, status: 0, error: NETWORK_ERROR, message: options.fallbackMessage() };
      if (call.secured && sent.status === 401) options.onUnauthorized();
      return readEnvelope(sent.status, sent.reply, accepts, options.fallbackMessage());
    },
  };
}
