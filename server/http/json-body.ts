import express, { type RequestHandler } from 'express';

/**
 * The API's JSON body parser with its limit, except on the given paths: a route there parses its own
 * body with a larger limit, after its role check, so no one without the role can make the server read
 * a large body.
 */
export function jsonBodyExcept(paths: readonly string[], limit: string): RequestHandler {
  const parse = express.json({ limit });
  const own = new Set(paths.map((path) => path.toLowerCase()));
  return (req, res, next) => {
    if (own.has(req.path.toLowerCase().replace(/\/$/, ''))) next();
    else parse(req, res, next);
  };
}
