import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { structureChanges } from '../domain/structure/structure-changes';
import { registerEndpoint } from '../http/register-endpoint';

/** The audit log of a questionnaire type's structure (administrators only, by the contract). */
export function structureChangeRoutes(db: Db): Router {
  const router = Router();

  registerEndpoint(router, apiContract.structureChanges, async (req, res) => {
    res.json({ success: true, data: await structureChanges(db, Number(req.params.typeId), req.query) });
  });

  return router;
}
