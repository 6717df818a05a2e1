import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { AccessEnv } from '../domain/access/access-env';
import { localeIdByCode } from '../domain/dictionaries';
import { changeRight } from '../domain/rights/change-right';
import { listRights } from '../domain/rights/list-rights';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { registerEndpoint } from '../http/register-endpoint';

/** Questionnaire-type rights of coordinators and observers, granted by administrators (under /secured). */
export function rightsRoutes(env: AccessEnv): Router {
  const router = Router();
  registerEndpoint(router, apiContract.assignedRights, async (req, res) => {
    res.json({
      success: true,
      data: await listRights(
        env.db,
        currentUser(res),
        Number(req.params.userId),
        localeIdByCode[requestLocale(req)],
      ),
    });
  });

  for (const [endpoint, grant] of [
    [apiContract.grantRight, true],
    [apiContract.revokeRight, false],
  ] as const) {
    registerEndpoint(router, endpoint, async (req, res) => {
      res.json({
        success: true,
        data: await changeRight(
          env,
          currentUser(res),
          { questionnaireTypeId: Number(req.params.qid), userId: Number(req.params.userId), grant },
          localeIdByCode[requestLocale(req)],
        ),
      });
    });
  }

  return router;
}
