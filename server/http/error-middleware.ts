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

/** The one place where errors become replies: `{ success: false, error, message }`, translated. */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (isConnectionFailure(error)) {
    console.error(`${req.method} ${req.originalUrl}: the database is unreachable`);
    res.setHeader('Retry-After', String(DATABASE_RETRY_SECONDS));
    sendFailure(req, res, new AppError('DATABASE_UNAVAILABLE'));
    return;
  }
  const appError = error instanceof AppError ? error : (dataLayerError(error) ?? bodyParserError(error));
  if (!appError) console.error(`${req.method} ${req.originalUrl} failed:`, error);
  if (appError?.code === 'SERVICE_UNAVAILABLE') res.setHeader('Retry-After', String(DATABASE_RETRY_SECONDS));
  sendFailure(req, res, appError ?? new AppError('INTERNAL_ERROR'));
};

/** Answers `{ success: false, error, message, details? }` with the error's status, in the request's language. */
export function sendFailure(req: Request, res: Response, error: AppError): void {
  res.status(statusByCode[error.code]).json({
    success: false,
    error: error.code,
    message: translate(requestLocale(req), `errors.${error.code}`, error.params),
    ...(error.details.length > 0 ? { details: error.details } : {}),
  });
}
