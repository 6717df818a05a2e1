import { Router, type Request } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { localeIdByCode } from '../domain/dictionaries';
import { addGroup } from '../domain/structure/add-group';
import { addSubform } from '../domain/structure/add-subform';
import { deleteGroup } from '../domain/structure/delete-group';
import { deleteSubform } from '../domain/structure/delete-subform';
import { groupDicItem } from '../domain/structure/group-dic-item';
import { listGroups } from '../domain/structure/list-groups';
import { listSubforms } from '../domain/structure/list-subforms';
import { setGroupActive } from '../domain/structure/set-group-active';
import { setSubformActive } from '../domain/structure/set-subform-active';
import { structureLocaleId } from '../domain/structure/structure-locale';
import { subformDicItem } from '../domain/structure/subform-dic-item';
import { swapSiblings } from '../domain/structure/swap-siblings';
import { updateGroup } from '../domain/structure/update-group';
import { updateSubform } from '../domain/structure/update-subform';
import { auditedCall } from '../http/audited-call';
import { addedUnder } from '../domain/structure/audited-structure-change';
import { registerEndpoint } from '../http/register-endpoint';
import { requestLocale } from '../http/request-locale';

/** The locale of the names in a reply: the query's localeDicId, else the request's language. */
function namesLocaleId(req: Request): number {
  return structureLocaleId(req.query.localeDicId, localeIdByCode[requestLocale(req)]);
}

/**
 * The structure editor's calls on subforms and question groups (administrators only, by the contract);
 * every change is recorded in the audit log (auditedCall).
 * The lists are registered before the calls with an id in the path, which would take "list" for an id.
 */
export function structureSubformRoutes(db: Db): Router {
  const router = Router();

  registerEndpoint(router, apiContract.subformDicList, async (req, res) => {
    res.json({
      success: true,
      data: await listSubforms(db, Number(req.query.formDicId), namesLocaleId(req)),
    });
  });
  registerEndpoint(router, apiContract.setSubformActive, async (req, res) => {
    const id = Number(req.query.subFormDicId);
    await auditedCall(db, res, 'setSubformActive', 'subform', { id }, (tx) =>
      setSubformActive(tx, id, req.query.isActive === 'true'),
    );
    res.json({ success: true, data: null });
  });
  registerEndpoint(router, apiContract.swapSubforms, async (req, res) => {
    const pair = [Number(req.query.firstId), Number(req.query.secondId)] as const;
    await auditedCall(db, res, 'swapSubforms', 'subform', { swapped: pair }, (tx) =>
      swapSiblings(tx, 'subform', ...pair),
    );
    res.json({ success: true, data: null });
  });
  registerEndpoint(router, apiContract.subformDic, async (req, res) => {
    res.json({ success: true, data: await subformDicItem(db, Number(req.params.id), namesLocaleId(req)) });
  });
  registerEndpoint(router, apiContract.addSubformDic, async (req, res) => {
    const added = await auditedCall(
      db,
      res,
      'addSubformDic',
      'subform',
      addedUnder('form', req.body.formDicId),
      (tx) => addSubform(tx, req.body, requestLocale(req)),
    );
    res.json({ success: true, data: added });
  });
  registerEndpoint(router, apiContract.updateSubformDic, async (req, res) => {
    const updated = await auditedCall(db, res, 'updateSubformDic', 'subform', { id: req.body.id }, (tx) =>
      updateSubform(tx, req.body, requestLocale(req)),
    );
    res.json({ success: true, data: updated });
  });
  registerEndpoint(router, apiContract.deleteSubformDic, async (req, res) => {
    const id = Number(req.params.id);
    await auditedCall(db, res, 'deleteSubformDic', 'subform', { id }, (tx) => deleteSubform(tx, id));
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.groupDicList, async (req, res) => {
    res.json({
      success: true,
      data: await listGroups(db, Number(req.query.subFormDicId), namesLocaleId(req)),
    });
  });
  registerEndpoint(router, apiContract.setGroupActive, async (req, res) => {
    const id = Number(req.query.questionGroupDicId);
    await auditedCall(db, res, 'setGroupActive', 'group', { id }, (tx) =>
      setGroupActive(tx, id, req.query.isActive === 'true'),
    );
    res.json({ success: true, data: null });
  });
  registerEndpoint(router, apiContract.swapGroups, async (req, res) => {
    const pair = [Number(req.query.firstId), Number(req.query.secondId)] as const;
    await auditedCall(db, res, 'swapGroups', 'group', { swapped: pair }, (tx) =>
      swapSiblings(tx, 'questionGroup', ...pair),
    );
    res.json({ success: true, data: null });
  });
  registerEndpoint(router, apiContract.groupDic, async (req, res) => {
    res.json({ success: true, data: await groupDicItem(db, Number(req.params.id), namesLocaleId(req)) });
  });
  registerEndpoint(router, apiContract.addGroupDic, async (req, res) => {
    const added = await auditedCall(
      db,
      res,
      'addGroupDic',
      'group',
      addedUnder('subform', req.body.subFormDicId),
      (tx) => addGroup(tx, req.body, requestLocale(req)),
    );
    res.json({ success: true, data: added });
  });
  registerEndpoint(router, apiContract.updateGroupDic, async (req, res) => {
    const updated = await auditedCall(db, res, 'updateGroupDic', 'group', { id: req.body.id }, (tx) =>
      updateGroup(tx, req.body, requestLocale(req)),
    );
    res.json({ success: true, data: updated });
  });
  registerEndpoint(router, apiContract.deleteGroupDic, async (req, res) => {
    const id = Number(req.params.id);
    await auditedCall(db, res, 'deleteGroupDic', 'group', { id }, (tx) => deleteGroup(tx, id));
    res.json({ success: true, data: null });
  });

  return router;
}
