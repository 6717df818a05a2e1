import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { addForm } from '../domain/structure/add-form';
import { addQuestionnaireType } from '../domain/structure/add-questionnaire-type';
import { renameQuestionnaireType } from '../domain/structure/rename-questionnaire-type';
import { setFormActive } from '../domain/structure/set-form-active';
import { questionnaireTypeOfName } from '../domain/structure/questionnaire-type-of-name';
import { setQuestionnaireTypeActive } from '../domain/structure/set-questionnaire-type-active';
import { updateForm } from '../domain/structure/update-form';
import { auditedCall } from '../http/audited-call';
import { addedPart, addedUnder } from '../domain/structure/audited-structure-change';
import { registerEndpoint } from '../http/register-endpoint';
import { requestLocale } from '../http/request-locale';

/**
 * The structure editor's calls on questionnaire types and forms (administrators only, by the contract);
 * every change is recorded in the audit log (auditedCall).
 */
export function structureTypeRoutes(db: Db): Router {
  const router = Router();

  registerEndpoint(router, apiContract.addQuestionnaireType, async (req, res) => {
    const added = await auditedCall(db, res, 'addQuestionnaireType', 'type', addedPart, (tx) =>
      addQuestionnaireType(tx, req.body, requestLocale(req)),
    );
    res.json({ success: true, data: added });
  });

  registerEndpoint(router, apiContract.renameQuestionnaireType, async (req, res) => {
    const textId = Number(req.params.textId);
    const named = { find: (tx: Db) => questionnaireTypeOfName(tx, textId) };
    await auditedCall(db, res, 'renameQuestionnaireType', 'type', named, (tx) =>
      renameQuestionnaireType(tx, textId, req.body.name, requestLocale(req)),
    );
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.setQuestionnaireTypeActive, async (req, res) => {
    const id = Number(req.query.questionnaireDicId);
    await auditedCall(db, res, 'setQuestionnaireTypeActive', 'type', { id }, (tx) =>
      setQuestionnaireTypeActive(tx, id, req.query.isActive === 'true'),
    );
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.setFormActive, async (req, res) => {
    const id = Number(req.params.formTypeId);
    await auditedCall(db, res, 'setFormActive', 'form', { id }, (tx) =>
      setFormActive(tx, id, req.params.value === 'true'),
    );
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.addFormDic, async (req, res) => {
    const added = await auditedCall(
      db,
      res,
      'addFormDic',
      'form',
      addedUnder('type', req.body.questionnaireDicId),
      (tx) => addForm(tx, req.body, requestLocale(req)),
    );
    res.json({ success: true, data: added });
  });

  registerEndpoint(router, apiContract.updateFormDic, async (req, res) => {
    const updated = await auditedCall(db, res, 'updateFormDic', 'form', { id: req.body.id }, (tx) =>
      updateForm(tx, req.body, requestLocale(req)),
    );
    res.json({ success: true, data: updated });
  });

  return router;
}
