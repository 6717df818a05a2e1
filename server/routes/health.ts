import { Router } from 'express';
import type { Database } from '../data/database';
import { readMigrationState } from '../data/migrate';

export function healthRoutes(database: Database): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    res.json({
      success: true,
      data: {
        status: 'ok',
        database: database.kind,
        migration: await readMigrationState(database),
        uptimeSeconds: Math.round(process.uptime()),
      },
    });
  });
  return router;
}
