import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { saveFormIndicators } from '../domain/structure/indicators/save-form-indicators';
import { currentUser } from '../http/current-user';
import { registerEndpoint } from '../http/register-endpoint';
import { requestLocale } from '../http/request-locale';

/** The studio's indicator editor (issue 16): a form's whole tree in one call (administrators only). */
export function structureIndicatorRoutes(db: Db): Router {
  const router = Router();

  registerEndpoint(router, apiContract.saveFormIndicators, async (req, res) => {
    await saveFormIndicators(db, {
      typeId: Number(req.params.typeId),
      formKey: String(req.params.formKey),
      indicators: req.body.indicators,
      userId: currentUser(res).id,
      locale: requestLocale(req),
    });
    res.json({ success: true, data: null });
  });

  return router;
}
