import { Router } from 'express';
import { schemaRef } from '@schemas/index';
import type { AccessEnv } from '../domain/access/access-env';
import { localeIdByCode } from '../domain/dictionaries';
import { ROLE } from '../shared/roles';
import { changeRight } from '../domain/rights/change-right';
import { listRights } from '../domain/rights/list-rights';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { requireRole } from '../http/require-role';
import { validate } from '../http/validate';

const api = 'api/lists';

/** Questionnaire-type rights of coordinators and observers, granted by administrators (under /secured). */
export function rightsRoutes(env: AccessEnv): Router {
  const router = Router();
  const noQuery = schemaRef('api/dictionaries', 'EmptyQuery');
  const administrator = requireRole(ROLE.administrator);

  router.get(
    '/questinnaire/assigned/:userId',
    administrator,
    validate({ params: schemaRef(api, 'AssignedRightsParams'), query: noQuery }),
    async (req, res) => {
      res.json({
        success: true,
        data: await listRights(
          env.db,
          currentUser(res),
          Number(req.params.userId),
          localeIdByCode[requestLocale(req)],
        ),
      });
    },
  );

  for (const [method, action, grant] of [
    ['put', 'assign', true],
    ['delete', 'unassign', false],
  ] as const) {
    router[method](
      `/questinnaire/:qid/${action}/:userId`,
      administrator,
      validate({ params: schemaRef(api, 'QuestionnaireRightParams'), query: noQuery }),
      async (req, res) => {
        res.json({
          success: true,
          data: await changeRight(
            env,
            currentUser(res),
            { questionnaireTypeId: Number(req.params.qid), userId: Number(req.params.userId), grant },
            localeIdByCode[requestLocale(req)],
          ),
        });
      },
    );
  }

  return router;
}
