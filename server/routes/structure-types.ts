import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { addForm } from '../domain/structure/add-form';
import { addQuestionnaireType } from '../domain/structure/add-questionnaire-type';
import { renameQuestionnaireType } from '../domain/structure/rename-questionnaire-type';
import { setFormActive } from '../domain/structure/set-form-active';
import { setQuestionnaireTypeActive } from '../domain/structure/set-questionnaire-type-active';
import { updateForm } from '../domain/structure/update-form';
import { registerEndpoint } from '../http/register-endpoint';
import { requestLocale } from '../http/request-locale';

/** The structure editor's calls on questionnaire types and forms (administrators only, by the contract). */
export function structureTypeRoutes(db: Db): Router {
  const router = Router();

  registerEndpoint(router, apiContract.addQuestionnaireType, async (req, res) => {
    res.json({ success: true, data: await addQuestionnaireType(db, req.body, requestLocale(req)) });
  });

  registerEndpoint(router, apiContract.renameQuestionnaireType, async (req, res) => {
    await renameQuestionnaireType(db, Number(req.params.textId), req.body.name, requestLocale(req));
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.setQuestionnaireTypeActive, async (req, res) => {
    await setQuestionnaireTypeActive(db, Number(req.query.questionnaireDicId), req.query.isActive === 'true');
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.setFormActive, async (req, res) => {
    await setFormActive(db, Number(req.params.formTypeId), req.params.value === 'true');
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.addFormDic, async (req, res) => {
    res.json({ success: true, data: await addForm(db, req.body, requestLocale(req)) });
  });

  registerEndpoint(router, apiContract.updateFormDic, async (req, res) => {
    res.json({ success: true, data: await updateForm(db, req.body, requestLocale(req)) });
  });

  return router;
}
