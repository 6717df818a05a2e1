import type { RequestHandler, Response } from 'express';
import { userRepository, type UserRow } from '../data/repositories/user-repository';
import type { Db } from '../data/database';
import type { SessionTokens } from '../domain/access/session-tokens';
import { AppError } from './app-error';

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

/** The account of a secured request (set by requireUser). */
export function currentUser(res: Response): UserRow {
  const { user } = res.locals;
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}
