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
import { registerEndpoint } from '../http/register-endpoint';
import { requestLocale } from '../http/request-locale';

/** The locale of the names in a reply: the query's localeDicId, else the request's language. */
function namesLocaleId(req: Request): number {
  return structureLocaleId(req.query.localeDicId, localeIdByCode[requestLocale(req)]);
}

/**
 * The structure editor's calls on subforms and question groups (administrators only, by the contract).
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
    await setSubformActive(db, Number(req.query.subFormDicId), req.query.isActive === 'true');
    res.json({ success: true, data: null });
  });
  registerEndpoint(router, apiContract.swapSubforms, async (req, res) => {
    await swapSiblings(db, 'subform', Number(req.query.firstId), Number(req.query.secondId));
    res.json({ success: true, data: null });
  });
  registerEndpoint(router, apiContract.subformDic, async (req, res) => {
    res.json({ success: true, data: await subformDicItem(db, Number(req.params.id), namesLocaleId(req)) });
  });
  registerEndpoint(router, apiContract.addSubformDic, async (req, res) => {
    res.json({ success: true, data: await addSubform(db, req.body, requestLocale(req)) });
  });
  registerEndpoint(router, apiContract.updateSubformDic, async (req, res) => {
    res.json({ success: true, data: await updateSubform(db, req.body, requestLocale(req)) });
  });
  registerEndpoint(router, apiContract.deleteSubformDic, async (req, res) => {
    await deleteSubform(db, Number(req.params.id));
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.groupDicList, async (req, res) => {
    res.json({
      success: true,
      data: await listGroups(db, Number(req.query.subFormDicId), namesLocaleId(req)),
    });
  });
  registerEndpoint(router, apiContract.setGroupActive, async (req, res) => {
    await setGroupActive(db, Number(req.query.questionGroupDicId), req.query.isActive === 'true');
    res.json({ success: true, data: null });
  });
  registerEndpoint(router, apiContract.swapGroups, async (req, res) => {
    await swapSiblings(db, 'questionGroup', Number(req.query.firstId), Number(req.query.secondId));
    res.json({ success: true, data: null });
  });
  registerEndpoint(router, apiContract.groupDic, async (req, res) => {
    res.json({ success: true, data: await groupDicItem(db, Number(req.params.id), namesLocaleId(req)) });
  });
  registerEndpoint(router, apiContract.addGroupDic, async (req, res) => {
    res.json({ success: true, data: await addGroup(db, req.body, requestLocale(req)) });
  });
  registerEndpoint(router, apiContract.updateGroupDic, async (req, res) => {
    res.json({ success: true, data: await updateGroup(db, req.body, requestLocale(req)) });
  });
  registerEndpoint(router, apiContract.deleteGroupDic, async (req, res) => {
    await deleteGroup(db, Number(req.params.id));
    res.json({ success: true, data: null });
  });

  return router;
}
