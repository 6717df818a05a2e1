import { Router } from 'express';
import { schemaRef } from '@schemas/index';
import type { AccessEnv } from '../domain/access/access-env';
import { localeIdByCode } from '../domain/dictionaries';
import { ROLE } from '../shared/roles';
import { deleteUser } from '../domain/users/delete-user';
import { listUsers } from '../domain/users/list-users';
import { setUserActive } from '../domain/users/set-user-active';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { requireRole } from '../http/require-role';
import { validate } from '../http/validate';

const api = 'api/lists';

/**
 * The administrators' user list and account state calls (mounted under /secured). The account
 * routes' GET user/get and user/:id/acceptRodo stay theirs: this router serves no generic GET user/:id.
 */
export function userAdminRoutes(env: AccessEnv): Router {
  const router = Router();
  const noQuery = schemaRef('api/dictionaries', 'EmptyQuery');
  // Per route, not router.use('/user'): other routers' /user paths must keep their own rules.
  const administrator = requireRole(ROLE.administrator);

  router.get(
    '/user/list2',
    administrator,
    validate({ query: schemaRef(api, 'PagedListQuery') }),
    async (req, res) => {
      const { rows, total } = await listUsers(
        env.db,
        currentUser(res),
        req.query,
        localeIdByCode[requestLocale(req)],
      );
      res.json({ success: true, data: rows, total });
    },
  );

  router.put(
    '/user/:id/isActive/:flag',
    administrator,
    validate({ params: schemaRef(api, 'UserActiveParams'), query: noQuery }),
    async (req, res) => {
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
    },
  );

  router.delete(
    '/user/:id',
    administrator,
    validate({ params: schemaRef('api/access', 'UserIdParams'), query: noQuery }),
    async (req, res) => {
      await deleteUser(env.db, currentUser(res), Number(req.params.id));
      res.json({ success: true, data: null });
    },
  );

  return router;
}
