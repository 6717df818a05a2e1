import multer from 'multer';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { translate } from '../i18n/index';
import { isConnectionFailure } from '../data/connection-failure';
import { ListFilterValueError } from '../data/list-filter-value-error';
import { AppError } from '../domain/app-error';
import { statusByCode } from './error-status';
import { requestLocale } from './request-locale';

/**
 * A client error raised by Express itself or its static files (http-errors with a 4xx status): a
 * missing asset is a 404, a malformed address a 400, never a 500.
 */
function httpClientError(error: object): AppError | undefined {
  const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  return new AppError(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
}

/** The data layer's refusal of a list filter's value is bad input like any other. */
function dataLayerError(error: unknown): AppError | undefined {
  if (error instanceof ListFilterValueError) return new AppError('VALIDATION_FAILED', {}, [error.detail]);
  return undefined;
}

function bodyParserError(error: unknown): AppError | undefined {
  if (error instanceof multer.MulterError) return new AppError('VALIDATION_FAILED', {}, [error.message]);
  if (typeof error !== 'object' || error === null) return undefined;
  if (!('type' in error)) return httpClientError(error);
  if (error.type === 'entity.parse.failed') return new AppError('INVALID_JSON');
  if (error.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  if ('status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return new AppError('VALIDATION_FAILED');
  }
  return undefined;
}

/** Seconds a client waits before retrying while the database (or Redis) is unreachable. */
const DATABASE_RETRY_SECONDS = 5;

/** Unknown /api paths answer in the API's shape, not with the app's HTML. */
export const apiNotFound: RequestHandler = () => {
  throw new AppError('NOT_FOUND');
};

/**
 * The one place where errors become replies: `{ success: false, error, message }`, translated. An
 * error that is not the client's is put on `res.err`, so the request's log line (http/request-log.ts)
 * carries it with the request id; the reply carries only the id.
 */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (isConnectionFailure(error)) {
    res.err = asError(error);
    res.setHeader('Retry-After', String(DATABASE_RETRY_SECONDS));
    sendFailure(req, res, new AppError('DATABASE_UNAVAILABLE'));
    return;
  }
  const appError = error instanceof AppError ? error : (dataLayerError(error) ?? bodyParserError(error));
  if (!appError) res.err = asError(error);
  if (appError?.code === 'SERVICE_UNAVAILABLE') res.setHeader('Retry-After', String(DATABASE_RETRY_SECONDS));
  sendFailure(req, res, appError ?? new AppError('INTERNAL_ERROR'));
};

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Answers `{ success: false, error, message, details? }` with the error's status, in the request's
 * language; a server-side failure (5xx) also names its request id, which support finds in the logs.
 */
export function sendFailure(req: Request, res: Response, error: AppError): void {
  const status = statusByCode[error.code];
  const requestId = status >= 500 && typeof req.id === 'string' ? req.id : undefined;
  res.status(status).json({
    success: false,
    error: error.code,
    message: translate(requestLocale(req), `errors.${error.code}`, error.params),
    ...(error.details.length > 0 ? { details: error.details } : {}),
    ...(requestId ? { requestId } : {}),
  });
}
