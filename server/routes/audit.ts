import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { localeIdByCode } from '../domain/dictionaries';
import { listAuditEvents } from '../domain/audit/list-audit-events';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { registerEndpoint } from '../http/register-endpoint';

/** The administrators' security log (mounted under /secured). */
export function auditRoutes(db: Db): Router {
  const router = Router();
  registerEndpoint(router, apiContract.auditList, async (req, res) => {
    const { rows, total } = await listAuditEvents(
      db,
      currentUser(res),
      req.query,
      localeIdByCode[requestLocale(req)],
    );
    res.json({ success: true, data: rows, total });
  });
  return router;
}
