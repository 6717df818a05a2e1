import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built apps: hashed assets with a long cache, and each app's index.html for its client-side
 * routes (the studio under /studio/, the runtime everywhere else).
 */
export function serveApps(distDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const sendIndex = (file: string) =>
    ((_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(distDir, file));
    }) satisfies express.RequestHandler;
  router.get(['/studio', '/studio/{*rest}'], sendIndex('studio/index.html'));
  router.get('/{*rest}', sendIndex('index.html'));
  return router;
}
