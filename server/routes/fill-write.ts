import { Router, type Request } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { localeIdByCode } from '../domain/dictionaries';
import { addGroupInstance } from '../domain/fill/write/add-group-instance';
import { chooseOptionalGroups } from '../domain/fill/write/choose-optional-groups';
import { deleteQuestionAnswers } from '../domain/fill/write/delete-question-answers';
import { removeGroupInstance } from '../domain/fill/write/remove-group-instance';
import { restoreAnswers } from '../domain/fill/write/restore-answers';
import { restorableAnswer } from '../domain/fill/history/restorable-answer';
import { renameGroupInstance } from '../domain/fill/write/rename-group-instance';
import { saveQuestion } from '../domain/fill/write/save-question';
import { submitForm } from '../domain/fill/write/submit-form';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { registerEndpoint } from '../http/register-endpoint';

function localeIdOf(req: Request): number {
  return localeIdByCode[requestLocale(req)];
}

/**
 * The fill screen's writes: question save, answer deletion and restore (with the read that says what
 * may be restored), group instances (add, remove, rename),
 * optional groups and form submission. Only the roles that fill questionnaires call them (farmers and
 * experts, 403 for the others before anything is read); each use case then checks the questionnaire:
 * the caller's to fill (403), not accepted (409), the form not submitted (409), ids that exist (404).
 */
export function fillWriteRoutes(db: Db, now: () => Date): Router {
  const router = Router();
  const pathId = (req: Request) => Number(req.params.id);

  registerEndpoint(router, apiContract.saveQuestion, async (req, res) => {
    res.json({
      success: true,
      data: await saveQuestion(db, currentUser(res), req.body, localeIdOf(req), now()),
    });
  });

  registerEndpoint(router, apiContract.deleteQuestionAnswers, async (req, res) => {
    res.json({ success: true, data: await deleteQuestionAnswers(db, currentUser(res), pathId(req), now()) });
  });

  registerEndpoint(router, apiContract.restoreAnswers, async (req, res) => {
    res.json({
      success: true,
      data: await restoreAnswers(db, currentUser(res), pathId(req), req.body, localeIdOf(req), now()),
    });
  });

  registerEndpoint(router, apiContract.restorableAnswer, async (req, res) => {
    res.json({ success: true, data: await restorableAnswer(db, currentUser(res), pathId(req)) });
  });

  registerEndpoint(router, apiContract.addGroupInstance, async (req, res) => {
    res.json({
      success: true,
      data: await addGroupInstance(db, currentUser(res), req.body, localeIdOf(req)),
    });
  });

  registerEndpoint(router, apiContract.removeGroupInstance, async (req, res) => {
    res.json({ success: true, data: await removeGroupInstance(db, currentUser(res), pathId(req), now()) });
  });

  registerEndpoint(router, apiContract.renameGroupInstance, async (req, res) => {
    res.json({
      success: true,
      data: await renameGroupInstance(db, currentUser(res), pathId(req), String(req.body.name)),
    });
  });

  registerEndpoint(router, apiContract.chooseOptionalGroups, async (req, res) => {
    res.json({ success: true, data: await chooseOptionalGroups(db, currentUser(res), req.body, now()) });
  });

  registerEndpoint(router, apiContract.submitForm, async (req, res) => {
    res.json({
      success: true,
      data: await submitForm(db, currentUser(res), pathId(req), requestLocale(req)),
    });
  });

  return router;
}
