import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { AccessEnv } from '../domain/access/access-env';
import { acceptTerms } from '../domain/access/accept-terms';
import { changePassword } from '../domain/access/change-password';
import { findUserByEmail } from '../domain/access/find-user';
import { endSession, renewSession } from '../domain/access/sessions';
import { currentSession, currentUser } from '../http/current-user';
import { limitRequests, type RateLimitSettings } from '../http/rate-limit';
import type { RateLimitStores } from '../http/shared-rate-limits';
import { registerEndpoint } from '../http/register-endpoint';

/** The logged-in user's own account calls (mounted under /secured). */
export function accountRoutes(
  env: AccessEnv,
  passwordChangeLimit: RateLimitSettings,
  stores?: RateLimitStores,
): Router {
  const router = Router();
  // Guessing the old password is limited per account, like guessing at login; a success costs nothing.
  const limitedPerAccount = limitRequests(
    {
      ...passwordChangeLimit,
      name: 'password-change',
      key: (_req, res) => `account:${String(currentUser(res).id)}`,
      skipSuccessfulRequests: true,
    },
    stores,
  );

  registerEndpoint(router, apiContract.acceptTerms, async (req, res) => {
    res.json({ success: true, data: await acceptTerms(env, currentUser(res), Number(req.params.id)) });
  });

  registerEndpoint(
    router,
    apiContract.changePassword,
    async (req, res) => {
      const { user, session } = currentSession(res);
      await changePassword(env, user, session.id, req.body, { clientAddress: req.ip });
      res.json({ success: true, data: null });
    },
    { before: [limitedPerAccount] },
  );

  registerEndpoint(router, apiContract.findUser, async (req, res) => {
    res.json({ success: true, data: await findUserByEmail(env, currentUser(res), String(req.query.email)) });
  });

  registerEndpoint(router, apiContract.renewSession, async (_req, res) => {
    res.json({ success: true, data: await renewSession(env, currentSession(res)) });
  });

  registerEndpoint(router, apiContract.logout, async (req, res) => {
    await endSession(env, currentSession(res), { clientAddress: req.ip });
    res.json({ success: true, data: null });
  });

  return router;
}
