import type { RequestHandler, Response } from 'express';
import { userRepository, type UserRow } from '../data/repositories/user-repository';
import type { Db } from '../data/database';
import type { SessionTokens } from '../domain/access/session-tokens';
import { AppError } from '../domain/app-error';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express declares Locals in this namespace.
  namespace Express {
    interface Locals {
      user?: UserRow;
    }
  }
}

/**
 * Secured routes: a valid bearer token of an account that may still log in, else 401. The account
 * is read fresh on every request, so a deactivated user loses access at once.
 */
export function requireUser(db: Db, session: SessionTokens): RequestHandler {
  const users = userRepository(db);
  return async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    const userId = scheme?.toLowerCase() === 'bearer' && token ? await session.verify(token) : undefined;
    const user = userId === undefined ? undefined : await users.findById(userId);
    if (!user || !user.isActive || !user.confirmed || !user.emailVerified) throw new AppError('UNAUTHORIZED');
    res.locals.user = user;
    next();
  };
}

// The one secured call an account may make before it has accepted the data-protection terms.
const ACCEPT_TERMS_PATH = /^\/user\/[^/]+\/acceptRodo$/;

/**
 * Secured routes after requireUser: until the account has accepted the data-protection terms, every
 * call but the acceptance itself is refused (403 TERMS_NOT_ACCEPTED), whatever the app shows.
 */
export const requireAcceptedTerms: RequestHandler = (req, res, next) => {
  if (
    currentUser(res).acceptedRodoAt === null &&
    !(req.method === 'GET' && ACCEPT_TERMS_PATH.test(req.path))
  ) {
    throw new AppError('TERMS_NOT_ACCEPTED');
  }
  next();
};

/** The account of a secured request (set by requireUser). */
export function currentUser(res: Response): UserRow {
  const { user } = res.locals;
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}
