import { Router, type Request } from 'express';
import { schemaRef } from '@schemas/index';
import type { Db } from '../data/database';
import { localeIdByCode } from '../domain/dictionaries';
import { addGroupInstance } from '../domain/fill/write/add-group-instance';
import { chooseOptionalGroups } from '../domain/fill/write/choose-optional-groups';
import { deleteQuestionAnswers } from '../domain/fill/write/delete-question-answers';
import { removeGroupInstance } from '../domain/fill/write/remove-group-instance';
import { renameGroupInstance } from '../domain/fill/write/rename-group-instance';
import { saveQuestion } from '../domain/fill/write/save-question';
import { submitForm } from '../domain/fill/write/submit-form';
import { ROLE } from '../shared/roles';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { requireRole } from '../http/require-role';
import { validate } from '../http/validate';

const api = 'api/fill';

function localeIdOf(req: Request): number {
  return localeIdByCode[requestLocale(req)];
}

/**
 * The fill screen's writes: question save and answer deletion, group instances (add, remove, rename),
 * optional groups and form submission. Only the roles that fill questionnaires call them (farmers and
 * experts, 403 for the others before anything is read); each use case then checks the questionnaire:
 * the caller's to fill (403), not accepted (409), the form not submitted (409), ids that exist (404).
 */
export function fillWriteRoutes(db: Db, now: () => Date): Router {
  const router = Router();
  const fills = requireRole(ROLE.farmer, ROLE.expert);
  const noQuery = schemaRef('api/dictionaries', 'EmptyQuery');
  const idParams = validate({ params: schemaRef('api/dictionaries', 'IdParams'), query: noQuery });
  const pathId = (req: Request) => Number(req.params.id);

  router.post(
    '/question/save',
    fills,
    validate({ query: noQuery, body: schemaRef(api, 'QuestionSaveBody') }),
    async (req, res) => {
      res.json({
        success: true,
        data: await saveQuestion(db, currentUser(res), req.body, localeIdOf(req), now()),
      });
    },
  );

  router.delete('/question/delete/:id', fills, idParams, async (req, res) => {
    res.json({ success: true, data: await deleteQuestionAnswers(db, currentUser(res), pathId(req)) });
  });

  router.post(
    '/questionlist/addFilledQuestionList',
    fills,
    validate({ query: noQuery, body: schemaRef(api, 'NewGroupInstance') }),
    async (req, res) => {
      res.json({
        success: true,
        data: await addGroupInstance(db, currentUser(res), req.body, localeIdOf(req)),
      });
    },
  );

  router.post('/questionlist/deleteFilledQuestionList/:id', fills, idParams, async (req, res) => {
    res.json({ success: true, data: await removeGroupInstance(db, currentUser(res), pathId(req)) });
  });

  router.put(
    '/questionlist/filledQuestionList/:id/name',
    fills,
    validate({
      params: schemaRef('api/dictionaries', 'IdParams'),
      query: noQuery,
      body: schemaRef(api, 'GroupInstanceName'),
    }),
    async (req, res) => {
      res.json({
        success: true,
        data: await renameGroupInstance(db, currentUser(res), pathId(req), String(req.body.name)),
      });
    },
  );

  router.post(
    '/questionlist/saveFilledQuestionListConfig',
    fills,
    validate({ query: noQuery, body: schemaRef(api, 'OptionalGroupChoice') }),
    async (req, res) => {
      res.json({ success: true, data: await chooseOptionalGroups(db, currentUser(res), req.body) });
    },
  );

  router.put('/questinnaire/form/:id/submit', fills, idParams, async (req, res) => {
    res.json({
      success: true,
      data: await submitForm(db, currentUser(res), pathId(req), requestLocale(req)),
    });
  });

  return router;
}
