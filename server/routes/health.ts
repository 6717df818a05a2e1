import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Database } from '../data/database';
import { readMigrationState } from '../data/migrate';
import { userRepository } from '../data/repositories/user-repository';
import type { SessionTokens } from '../domain/access/session-tokens';
import { registerEndpoint } from '../http/register-endpoint';
import { ROLE } from '../shared/roles';

/**
 * GET /api/health: `ok` to anyone (load balancers, uptime checks); the database engine, migration
 * and uptime only to an administrator's session, as they help an attacker pick an exploit.
 */
export function healthRoutes(database: Database, session: SessionTokens): Router {
  const router = Router();
  const users = userRepository(database.db);
  registerEndpoint(router, apiContract.health, async (req, res) => {
    const [scheme, token] = (req.get('authorization') ?? '').split(' ');
    const userId = scheme?.toLowerCase() === 'bearer' && token ? await session.verify(token) : undefined;
    const caller = userId === undefined ? undefined : await users.findById(userId);
    if (caller?.roleId !== ROLE.administrator || !caller.isActive) {
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
