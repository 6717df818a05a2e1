import type { RequestHandler } from 'express';
import { AppError } from '../domain/app-error';

const NUL = '\u0000';

/** The dotted path of the first string (value or key) that contains a NUL character, if any. */
export function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = `${path}.${key}`;
    if (key.includes(NUL)) return innerPath;
    const found = nulPath(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store the NUL character in text, so a NUL anywhere in the address, the query or
 * the body is refused as bad input (400 naming the field) before it can reach the database.
 */
export const refuseNul: RequestHandler = (req, _res, next) => {
  const inUrl = /%00/.test(req.originalUrl) || req.originalUrl.includes(NUL);
  const where = inUrl ? 'url' : (nulPath(req.query, 'query') ?? nulPath(req.body, 'body'));
  if (where) throw new AppError('VALIDATION_FAILED', {}, [`${where}: NUL`]);
  next();
};
