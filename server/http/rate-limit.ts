import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError } from './app-error';

export interface RateLimitSettings {
  windowMs: number;
  /** Requests per window and client address (or per `key`). */
  limit: number;
}

/** What a limit counts beyond its settings: whom (default: the client address), and whether successes count. */
export interface RateLimitOptions extends RateLimitSettings {
  key?: (req: Request, res: Response) => string;
  skipSuccessfulRequests?: boolean;
}

/** Default for login, registration and password-reset requests: 20 per 15 minutes per address. */
export const defaultRateLimit: RateLimitSettings = { windowMs: 15 * 60_000, limit: 20 };

/** Limits guessing and mail flooding; over the limit the client gets a translated 429. */
export function limitRequests(settings: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.limit,
    ...(settings.key ? { keyGenerator: settings.key } : {}),
    skipSuccessfulRequests: settings.skipSuccessfulRequests ?? false,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED')),
  });
}
