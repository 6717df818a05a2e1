import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Database } from '../data/database';
import { readMigrationState } from '../data/migrate';
import type { AccessEnv } from '../domain/access/access-env';
import { authenticate } from '../domain/access/sessions';
import { registerEndpoint } from '../http/register-endpoint';
import { ROLE } from '../shared/roles';

/**
 * GET /api/health: `ok` to anyone (load balancers, uptime checks); the database engine, migration
 * and uptime only to an administrator's session, as they help an attacker pick an exploit.
 */
export function healthRoutes(database: Database, env: Pick<AccessEnv, 'db' | 'session' | 'now'>): Router {
  const router = Router();
  registerEndpoint(router, apiContract.health, async (req, res) => {
    const caller = (await authenticate(env, req.get('authorization')))?.user;
    if (caller?.roleId !== ROLE.administrator) {
      res.json({ success: true, data: { status: 'ok' } });
      return;
    }
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
