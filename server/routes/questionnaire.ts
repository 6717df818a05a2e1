import { Router } from 'express';
import { schemaRef } from '@schemas/index';
import type { Db } from '../data/database';
import { localeIdByCode } from '../domain/dictionaries';
import { ROLE } from '../shared/roles';
import { addQuestionnaire } from '../domain/questionnaires/add-questionnaire';
import { listQuestionnaireTypes } from '../domain/questionnaires/list-questionnaire-types';
import { listQuestionnaires } from '../domain/questionnaires/list-questionnaires';
import { removeQuestionnaire } from '../domain/questionnaires/remove-questionnaire';
import { refuseOtherUser } from '../domain/questionnaires/refuse-other-user';
import { setQuestionnaireActive } from '../domain/questionnaires/set-questionnaire-active';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { requireRole } from '../http/require-role';
import { validate } from '../http/validate';

const api = 'api/lists';

/** The questionnaire list and lifecycle calls: list, add, remove, confirm/unblock, type dictionary. */
export function questionnaireRoutes(db: Db): Router {
  const router = Router();
  const noQuery = schemaRef('api/dictionaries', 'EmptyQuery');

  router.get(
    '/questinnaire/list2',
    requireRole(ROLE.coordinator, ROLE.farmer, ROLE.expert, ROLE.observer),
    validate({ query: schemaRef(api, 'PagedListQuery') }),
    async (req, res) => {
      const { rows, total } = await listQuestionnaires(
        db,
        currentUser(res),
        req.query,
        localeIdByCode[requestLocale(req)],
      );
      res.json({ success: true, data: rows, total });
    },
  );

  router.post(
    '/questinnaire/add',
    requireRole(ROLE.farmer, ROLE.expert),
    validate({ query: noQuery, body: schemaRef(api, 'NewQuestionnaire') }),
    async (req, res) => {
      res.json({ success: true, data: await addQuestionnaire(db, currentUser(res), req.body) });
    },
  );

  for (const [path, isActive] of [
    ['/questinnaire/dic/list/:locale', true],
    ['/questinnaire/dic/inactive/:locale', false],
  ] as const) {
    router.get(
      path,
      validate({ params: schemaRef(api, 'LocaleParams'), query: noQuery }),
      async (req, res) => {
        res.json({
          success: true,
          data: await listQuestionnaireTypes(db, currentUser(res), isActive, String(req.params.locale)),
        });
      },
    );
  }

  router.put(
    '/questinnaire/:id/setIsActive/:value',
    validate({ params: schemaRef(api, 'QuestionnaireActiveParams'), query: noQuery }),
    async (req, res) => {
      res.json({
        success: true,
        data: await setQuestionnaireActive(
          db,
          currentUser(res),
          Number(req.params.id),
          req.params.value === 'true',
        ),
      });
    },
  );

  router.delete(
    '/questinnaire/:id',
    validate({ params: schemaRef(api, 'QuestionnaireIdParams'), query: schemaRef(api, 'UserIdQuery') }),
    async (req, res) => {
      const caller = currentUser(res);
      refuseOtherUser(caller, typeof req.query.userId === 'string' ? req.query.userId : undefined);
      await removeQuestionnaire(db, caller, Number(req.params.id));
      res.json({ success: true, data: null });
    },
  );

  return router;
}
