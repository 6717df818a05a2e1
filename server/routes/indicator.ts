import { Router, type Request } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { localeIdByCode, supportedLocaleId } from '../domain/dictionaries';
import { generateReport } from '../domain/reports/generate-report';
import { readReport } from '../domain/reports/read-report';
import { readReportAverages } from '../domain/reports/read-report-averages';
import { readReportUnit } from '../domain/reports/read-report-unit';
import { currentUser } from '../http/current-user';
import { registerEndpoint } from '../http/register-endpoint';
import { requestLocale } from '../http/request-locale';

/** A path or query id the contract's schema has already checked to be a whole number. */
function idOf(value: unknown, name: string): number {
  if (typeof value !== 'string') throw new Error(`The schema let ${name} through without a value`);
  return Number(value);
}

/** `localeDicId` when sent (any id outside 1-6 means English), else the request's language. */
function localeOf(req: Request): number {
  const sent = req.query.localeDicId;
  return typeof sent === 'string' ? supportedLocaleId(Number(sent)) : localeIdByCode[requestLocale(req)];
}

/**
 * Reports (issue 16): generating a form's report, reading it, the averages by unit type and the unit
 * a questionnaire is about. Who may read the questionnaire is decided in the use cases.
 */
export function indicatorRoutes(db: Db, minAverageUnits: number): Router {
  const router = Router();

  registerEndpoint(router, apiContract.reportAverage, async (req, res) => {
    res.json({
      success: true,
      data: await readReportAverages(
        db,
        idOf(req.params.formDicId, 'formDicId'),
        idOf(req.query.farmTypeId, 'farmTypeId'),
        localeOf(req),
        minAverageUnits,
      ),
    });
  });

  registerEndpoint(router, apiContract.reportUnit, async (req, res) => {
    res.json({
      success: true,
      data: await readReportUnit(db, currentUser(res), idOf(req.params.id, 'id'), localeOf(req)),
    });
  });

  registerEndpoint(router, apiContract.generateReport, async (req, res) => {
    await generateReport(
      db,
      currentUser(res),
      idOf(req.params.id, 'id'),
      idOf(req.query.formDicId, 'formDicId'),
    );
    res.json({ success: true, data: null });
  });

  registerEndpoint(router, apiContract.report, async (req, res) => {
    res.json({
      success: true,
      data: await readReport(
        db,
        currentUser(res),
        idOf(req.params.id, 'id'),
        idOf(req.query.formDicId, 'formDicId'),
        localeOf(req),
      ),
    });
  });

  return router;
}
