import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { AccessEnv } from '../domain/access/access-env';
import { localeIdByCode } from '../domain/dictionaries';
import { deleteUser } from '../domain/users/delete-user';
import { listUsers } from '../domain/users/list-users';
import { setUserActive } from '../domain/users/set-user-active';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { registerEndpoint } from '../http/register-endpoint';

/**
 * The administrators' user list and account state calls (mounted under /secured). The account
 * routes' GET user/get and user/:id/acceptRodo stay theirs: this router serves no generic GET user/:id.
 */
export function userAdminRoutes(env: AccessEnv): Router {
  const router = Router();
  registerEndpoint(router, apiContract.userList, async (req, res) => {
    const { rows, total } = await listUsers(
      env.db,
      currentUser(res),
      req.query,
      localeIdByCode[requestLocale(req)],
    );
    res.json({ success: true, data: rows, total });
  });

  registerEndpoint(router, apiContract.setUserActive, async (req, res) => {
    res.json({
      success: true,
      data: await setUserActive(
        env,
        currentUser(res),
        Number(req.params.id),
        req.params.flag === 'true',
        localeIdByCode[requestLocale(req)],
      ),
    });
  });

  registerEndpoint(router, apiContract.deleteUser, async (req, res) => {
    await deleteUser(env.db, currentUser(res), Number(req.params.id));
    res.json({ success: true, data: null });
  });

  return router;
}
