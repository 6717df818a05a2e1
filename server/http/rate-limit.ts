import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError } from './app-error';

export interface RateLimitSettings {
  windowMs: number;
  /** Requests per window and client address. */
  limit: number;
}

/** Default for login, registration and password-reset requests: 20 per 15 minutes per address. */
export const defaultRateLimit: RateLimitSettings = { windowMs: 15 * 60_000, limit: 20 };

/** Limits guessing and mail flooding; over the limit the client gets a translated 429. */
export function limitRequests(settings: RateLimitSettings): RequestHandler {
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED')),
  });
}
