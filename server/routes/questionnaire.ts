import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { localeIdByCode } from '../domain/dictionaries';
import { addQuestionnaire } from '../domain/questionnaires/add-questionnaire';
import { listQuestionnaireTypes } from '../domain/questionnaires/list-questionnaire-types';
import { listQuestionnaires } from '../domain/questionnaires/list-questionnaires';
import { removeQuestionnaire } from '../domain/questionnaires/remove-questionnaire';
import { refuseOtherUser } from '../domain/questionnaires/refuse-other-user';
import { setQuestionnaireActive } from '../domain/questionnaires/set-questionnaire-active';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { registerEndpoint } from '../http/register-endpoint';

/** The questionnaire list and lifecycle calls: list, add, remove, confirm/unblock, type dictionary. */
export function questionnaireRoutes(db: Db): Router {
  const router = Router();
  registerEndpoint(router, apiContract.questionnaireList, async (req, res) => {
    const { rows, total } = await listQuestionnaires(
      db,
      currentUser(res),
      req.query,
      localeIdByCode[requestLocale(req)],
    );
    res.json({ success: true, data: rows, total });
  });

  registerEndpoint(router, apiContract.addQuestionnaire, async (req, res) => {
    res.json({ success: true, data: await addQuestionnaire(db, currentUser(res), req.body) });
  });

  for (const [endpoint, isActive] of [
    [apiContract.questionnaireTypeList, true],
    [apiContract.inactiveQuestionnaireTypeList, false],
  ] as const) {
    registerEndpoint(router, endpoint, async (req, res) => {
      res.json({
        success: true,
        data: await listQuestionnaireTypes(db, currentUser(res), isActive, String(req.params.locale)),
      });
    });
  }

  registerEndpoint(router, apiContract.setQuestionnaireActive, async (req, res) => {
    res.json({
      success: true,
      data: await setQuestionnaireActive(
        db,
        currentUser(res),
        Number(req.params.id),
        req.params.value === 'true',
      ),
    });
  });

  registerEndpoint(router, apiContract.deleteQuestionnaire, async (req, res) => {
    const caller = currentUser(res);
    refuseOtherUser(caller, typeof req.query.userId === 'string' ? req.query.userId : undefined);
    await removeQuestionnaire(db, caller, Number(req.params.id));
    res.json({ success: true, data: null });
  });

  return router;
}
