import type { RequestHandler } from 'express';
import { AppError } from '../domain/app-error';
import { currentUser } from './current-user';

/** Secured routes only these roles may call; anyone else gets 403 before the handler runs. */
export function requireRole(...roleIds: readonly number[]): RequestHandler {
  return (_req, res, next) => {
    if (!roleIds.includes(currentUser(res).roleId)) throw new AppError('FORBIDDEN');
    next();
  };
}
