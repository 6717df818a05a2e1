import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Database } from '../data/database';
import { readMigrationState } from '../data/migrate';
import type { AccessEnv } from '../domain/access/access-env';
import { authenticate } from '../domain/access/sessions';
import { AppError } from '../domain/app-error';
import { isReady } from '../domain/health/readiness';
import { registerEndpoint } from '../http/register-endpoint';
import type { Lifecycle } from '../lifecycle';
import { ROLE } from '../shared/roles';

/** Seconds a balancer or client waits before asking a not-ready instance again. */
const NOT_READY_RETRY_SECONDS = 5;

/**
 * GET /api/health (liveness): `ok` to anyone (load balancers, uptime checks); the database engine,
 * migration and uptime only to an administrator's session, as they help an attacker pick an exploit.
 * GET /api/health/ready (readiness): 200 while this instance takes requests, 503 NOT_READY once it is
 * shutting down or while its database does not answer; never says which.
 */
export function healthRoutes(
  database: Database,
  env: Pick<AccessEnv, 'db' | 'session' | 'now'>,
  lifecycle: Lifecycle,
): Router {
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
  registerEndpoint(router, apiContract.healthReady, async (_req, res) => {
    if (!(await isReady(database, lifecycle))) {
      res.setHeader('Retry-After', String(NOT_READY_RETRY_SECONDS));
      throw new AppError('NOT_READY');
    }
    res.json({ success: true, data: { status: 'ready' } });
  });
  return router;
}
