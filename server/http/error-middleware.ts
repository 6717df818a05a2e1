import type { ErrorRequestHandler, RequestHandler } from 'express';
import { translate } from '../i18n/index';
import { AppError } from './app-error';
import { requestLocale } from './request-locale';

function bodyParserError(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  if (error.type === 'entity.parse.failed') return new AppError('INVALID_JSON');
  if (error.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  if ('status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return new AppError('VALIDATION_FAILED');
  }
  return undefined;
}

/** Unknown /api paths answer in the API's shape, not with the app's HTML. */
export const apiNotFound: RequestHandler = () => {
  throw new AppError('NOT_FOUND');
};

/** The one place where errors become replies: `{ success: false, error, message }`, translated. */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const appError = error instanceof AppError ? error : bodyParserError(error);
  if (!appError) console.error(`${req.method} ${req.originalUrl} failed:`, error);
  const known = appError ?? new AppError('INTERNAL_ERROR');
  const locale = requestLocale(req);
  res.status(known.status).json({
    success: false,
    error: known.code,
    message: translate(locale, `errors.${known.code}`, known.params),
    ...(known.details.length > 0 ? { details: known.details } : {}),
  });
};
