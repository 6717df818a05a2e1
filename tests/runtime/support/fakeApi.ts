/** A canned server at the network edge: `globalThis.fetch` answers from a small table of routes. */

export interface ApiRequest {
  method: string;
  /** Below the origin, with /api, without the query: `/api/user/login/web`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Form bodies as a plain object, JSON bodies parsed, else undefined. */
  body: unknown;
}

export interface CannedReply {
  status?: number;
  body: unknown;
  /** Sent as it is instead of `body` as JSON: a file (an export). */
  raw?: string | Uint8Array<ArrayBuffer>;
  /** Headers of the reply besides `Content-Type: application/json` (which they may replace). */
  headers?: Record<string, string>;
}

export type Route = CannedReply | ((request: ApiRequest) => CannedReply | Promise<CannedReply>);

/** `{ success: true, data }`. */
export function ok(data: unknown = null): CannedReply {
  return { status: 200, body: { success: true, data } };
}

/** `{ success: false, error, message }` with the status the real server uses. */
export function fail(status: number, error: string, message: string): CannedReply {
  return { status, body: { success: false, error, message } };
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (typeof body === 'string') return JSON.parse(body);
  return undefined;
}

function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Routes are keyed `METHOD /api/path` (no query). Unknown routes answer 404 NOT_FOUND, like the
 * real API, and are recorded too, so a test can see what was asked.
 */
export function stubApi(routes: Record<string, Route>) {
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const request: ApiRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: readBody(init?.body),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = Promise.resolve(
      route === undefined
        ? fail(404, 'NOT_FOUND', 'Not found')
        : typeof route === 'function'
          ? route(request)
          : route,
    );
    // Like fetch: a request cancelled before its reply rejects with the signal's reason.
    const reply = await untilAborted(answer, init?.signal);
    return new Response(reply.raw ?? JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** The requests made to one route. */
    to: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
