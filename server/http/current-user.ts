import type { RequestHandler, Response } from 'express';
import { apiContract, endpointPaths } from '@schemas/contract/index';
import type { SessionRow } from '../data/repositories/session-repository';
import type { UserRow } from '../data/repositories/user-repository';
import type { AccessEnv } from '../domain/access/access-env';
import { authenticate, type LiveSession } from '../domain/access/sessions';
import { AppError } from '../domain/app-error';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express declares Locals in this namespace.
  namespace Express {
    interface Locals {
      user?: UserRow;
      /** The login session of the request's token (set with `user`). */
      session?: SessionRow;
    }
  }
}

/**
 * Secured routes: an unexpired bearer token of a live session of an account that may still log in,
 * else 401. The account and its session are read fresh on every request, so a logout, a deactivation
 * or a password change elsewhere takes effect at once.
 */
export function requireUser(env: Pick<AccessEnv, 'db' | 'session' | 'now'>): RequestHandler {
  return async (req, res, next) => {
    const live = await authenticate(env, req.get('authorization'));
    if (!live) throw new AppError('UNAUTHORIZED');
    res.locals.user = live.user;
    res.locals.session = live.session;
    next();
  };
}

// The one secured call an account may make before it has accepted the data-protection terms.
const ACCEPT_TERMS_PATH = /^\/user\/[^/]+\/acceptRodo$/;

/** Ending or renewing one's session needs no accepted terms: the terms screen has a logout button. */
const SESSION_PATHS = new Set(
  [apiContract.logout, apiContract.renewSession].flatMap((endpoint) =>
    endpointPaths(endpoint).map((path) => path.slice('/secured'.length)),
  ),
);

/**
 * Secured routes after requireUser: until the account has accepted the data-protection terms, every
 * call but the acceptance itself, logout and renewal is refused (403 TERMS_NOT_ACCEPTED), whatever the
 * app shows.
 */
export const requireAcceptedTerms: RequestHandler = (req, res, next) => {
  if (
    currentUser(res).acceptedRodoAt === null &&
    !(req.method === 'GET' && ACCEPT_TERMS_PATH.test(req.path)) &&
    !(req.method === 'POST' && SESSION_PATHS.has(req.path))
  ) {
    throw new AppError('TERMS_NOT_ACCEPTED');
  }
  next();
};

/** The account and session of a secured request (set by requireUser). */
export function currentSession(res: Response): LiveSession {
  const { user, session } = res.locals;
  if (!user || !session) throw new AppError('UNAUTHORIZED');
  return { user, session };
}

/** The account of a secured request (set by requireUser). */
export function currentUser(res: Response): UserRow {
  const { user } = res.locals;
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}
