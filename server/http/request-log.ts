import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** The header a request id arrives and is answered in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An incoming id we are willing to copy into logs and a reply header: short, and only characters
 * that cannot start a new log line or smuggle markup (UUIDs, balancer ids such as AWS's `Root=1-…`).
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/** True when the peer this request came from is a proxy TRUST_PROXY names (Express's own check). */
function fromTrustedProxy(req: IncomingMessage): boolean {
  const app = (req as Partial<Request>).app;
  const trust: unknown = app?.get('trust proxy fn');
  return typeof trust === 'function' && Boolean(trust(req.socket.remoteAddress, 0));
}

/**
 * The request's id: the balancer's X-Request-Id when a trusted proxy sent it and it looks sane (so
 * one id follows the request through the balancer's logs and ours), else a new UUID. A client talking
 * to us directly cannot choose the id its requests are logged under.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) && fromTrustedProxy(req))
    return incoming;
  return randomUUID();
}

/** The path without the query string: links carry one-time tokens in their query. */
function pathOf(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0] ?? '';
}

interface LoggedRequest {
  method?: string;
  url?: string;
  originalUrl?: string;
}

/**
 * One JSON line per request when its reply is finished (or the client went away): `requestId`,
 * `req.method`, `req.path`, `res.statusCode`, `durationMs`, and the error behind a 5xx (set on
 * `res.err` by the error middleware). Headers, bodies and query strings are never written, so bearer
 * tokens, cookies and the tokens of e-mailed links stay out of the logs. The id is answered in the
 * X-Request-Id header, so a client (or support) can name the line.
 */
export function requestLog(logger: Logger): RequestHandler {
  const middleware = pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // The id is bound to req.log as well, so whatever a handler logs names its request.
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, path: pathOf(req.originalUrl ?? req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // A client that went away before its reply was sent (statusCode null on the line) has no status:
    // the message must not show the 200 the reply object starts with.
    customSuccessMessage: (req, res) =>
      `${req.method ?? ''} ${pathOf((req as LoggedRequest).originalUrl ?? req.url)} ${res.headersSent ? res.statusCode : 'not answered (client gone)'}`,
    customErrorMessage: (req, res) =>
      `${req.method ?? ''} ${pathOf((req as LoggedRequest).originalUrl ?? req.url)} ${res.statusCode} failed`,
  });
  return (req, res, next) => middleware(req, res, next);
}
