import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from '../domain/app-error';
import { statusByCode } from './error-status';
import type { RateLimitStores } from './shared-rate-limits';

export interface RateLimitSettings {
  windowMs: number;
  /** Requests per window and client address (or per `key`). */
  limit: number;
}

/** What a limit counts beyond its settings: whom (default: the client address), and whether successes count. */
export interface RateLimitOptions extends RateLimitSettings {
  /** Names the limit's counts in a shared store: each limit needs its own. */
  name: string;
  key?: (req: Request, res: Response) => string;
  skipSuccessfulRequests?: boolean;
}

/** Default for registration, activation-link and password-reset requests: 20 per 15 minutes per address. */
export const defaultRateLimit: RateLimitSettings = { windowMs: 15 * 60_000, limit: 20 };

/**
 * Failed logins allowed before login is refused until the window ends (OWASP's authentication cheat
 * sheet): counted per account and per client address apart, successes never counted.
 */
export interface LoginLimitSettings {
  /** How long failures are remembered, from the first one of the window. */
  windowMs: number;
  /**
   * Failed logins per account (its e-mail as login finds it) from one client address. Counted per
   * address so that a stranger who knows the e-mail cannot lock its owner out from everywhere.
   */
  perAccount: number;
  /**
   * Failed logins per account over all addresses, against guessing spread over many addresses
   * (default ten times `perAccount`): locking an owner out takes that many addresses.
   */
  perAccountEverywhere?: number;
  /** Failed logins per client address over all accounts; high, for an office behind one address. */
  perAddress: number;
}

/** 10 failures per account and address, 100 per account and 100 per address within 15 minutes. */
export const defaultLoginLimit: LoginLimitSettings = {
  windowMs: 15 * 60_000,
  perAccount: 10,
  perAccountEverywhere: 100,
  perAddress: 100,
};

/**
 * Limits guessing and mail flooding; over the limit the client gets a translated 429. The counts live
 * in `stores` (Redis, shared by every instance) when given, else in this process's memory.
 */
export function limitRequests(settings: RateLimitOptions, stores?: RateLimitStores): RequestHandler {
  return rateLimit({
    ...(stores ? { store: stores(settings.name) } : {}),
    windowMs: settings.windowMs,
    limit: settings.limit,
    ...(settings.key ? { keyGenerator: settings.key } : {}),
    skipSuccessfulRequests: settings.skipSuccessfulRequests ?? false,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED')),
  });
}

// Only a wrong e-mail or password is a failed guess. Bad input, a refusal by the other limit, an
// account still awaiting activation (the password was right) or a server fault checked no password.
const failedGuessStatus = statusByCode.INVALID_CREDENTIALS;

function minutesToWait(res: Response): number {
  // express-rate-limit has set Retry-After (seconds until the window ends) before calling the handler.
  const seconds = Number(res.getHeader('Retry-After'));
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

interface FailureLimit {
  name: string;
  windowMs: number;
  limit: number;
  key?: (req: Request) => string;
}

function limitFailures(
  { name, windowMs, limit, key }: FailureLimit,
  stores?: RateLimitStores,
): RequestHandler {
  return rateLimit({
    ...(stores ? { store: stores(name) } : {}),
    windowMs,
    limit,
    ...(key ? { keyGenerator: key } : {}),
    // Every attempt is counted when it arrives (so parallel guesses cannot slip through) and given
    // back when it turns out not to be a failed guess.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== failedGuessStatus,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res, next) =>
      next(new AppError('TOO_MANY_FAILED_LOGINS', { minutes: minutesToWait(res) })),
  });
}

/**
 * The limits on failed logins, to run after the body is validated: per client address (the address
 * Express reports, which honours `trust proxy`), per account named by `account` from that address,
 * and per account over all addresses.
 */
export function limitFailedLogins(
  settings: LoginLimitSettings,
  account: (req: Request) => string,
  stores?: RateLimitStores,
): RequestHandler[] {
  const { windowMs } = settings;
  const everywhere = settings.perAccountEverywhere ?? settings.perAccount * 10;
  return [
    limitFailures({ name: 'login-address', windowMs, limit: settings.perAddress }, stores),
    limitFailures(
      {
        name: 'login-account-address',
        windowMs,
        limit: settings.perAccount,
        key: (req) => `account:${account(req)}|${ipKeyGenerator(req.ip ?? '')}`,
      },
      stores,
    ),
    limitFailures(
      { name: 'login-account', windowMs, limit: everywhere, key: (req) => `account:${account(req)}` },
      stores,
    ),
  ];
}
