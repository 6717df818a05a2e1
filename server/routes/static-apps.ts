import { join } from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { AppError } from '../domain/app-error';

/** index.html names the current hashed assets: the browser must ask each time (a 304 when unchanged). */
const NO_CACHE = 'no-cache';

/** express-static-gzip answers an undecodable path itself, in plain text; ours answer in the API shape. */
const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    throw new AppError('VALIDATION_FAILED');
  }
  next();
};

/**
 * Serves the built apps: hashed assets pre-compressed at build time (brotli, else gzip, else the plain
 * file, chosen by the request's Accept-Encoding, with `Vary: Accept-Encoding`) and cached for a year
 * as immutable; each app's index.html, never cached, for its client-side routes (the studio under
 * /studio/, the runtime everywhere else).
 */
export function serveApps(distDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    refuseMalformedPath,
    expressStaticGzip(join(distDir, 'assets'), {
      enableBrotli: true,
      // Browsers list gzip first with the same weight as br; brotli files are 10–15 % smaller.
      orderPreference: ['br'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, path) => {
        // The service worker must be asked for each time too: it names the files of the current build.
        if (path.endsWith('.html') || path.endsWith('/sw.js')) res.setHeader('Cache-Control', NO_CACHE);
      },
    }),
  );
  const sendIndex = (file: string) =>
    ((_req, res) => {
      res.setHeader('Cache-Control', NO_CACHE);
      res.sendFile(join(distDir, file));
    }) satisfies express.RequestHandler;
  router.get(['/studio', '/studio/{*rest}'], sendIndex('studio/index.html'));
  router.get('/{*rest}', sendIndex('index.html'));
  return router;
}
