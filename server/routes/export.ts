import { Router, type Request } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { ExportQuery } from '@schemas/generated/api/export';
import type { Db } from '../data/database';
import { exportAnswers } from '../domain/export/export-answers';
import { currentUser } from '../http/current-user';
import { registerEndpoint } from '../http/register-endpoint';

/**
 * The export query as the contract's schema let it through (strings only; `format` and `photos` each
 * one of two values).
 */
function exportQueryOf(req: Request): ExportQuery {
  const text = (name: keyof ExportQuery) => {
    const value = req.query[name];
    return typeof value === 'string' ? value : undefined;
  };
  const format = text('format');
  const photos = text('photos');
  return {
    localeDicId: text('localeDicId') ?? '',
    farmId: text('farmId'),
    farmTypeId: text('farmTypeId'),
    countryId: text('countryId'),
    regionId: text('regionId'),
    formId: text('formId'),
    dateFrom: text('dateFrom'),
    dateTo: text('dateTo'),
    format: format === 'csv' || format === 'xlsx' ? format : undefined,
    photos: photos === 'true' || photos === 'false' ? photos : undefined,
  };
}

/**
 * The data export (issue 17): GET secured/synchronization/export streams the file into the reply once
 * the use case has found the request valid and not empty (its refusals are ordinary JSON errors). A
 * client that goes away stops the reading; a failure after the first byte can only break the download.
 */
export function exportRoutes(db: Db, now: () => Date, batchSize: number): Router {
  const router = Router();

  registerEndpoint(router, apiContract.exportAnswers, async (req, res) => {
    const prepared = await exportAnswers(db, currentUser(res), exportQueryOf(req), { now, batchSize });
    const client = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) client.abort();
    });
    res.status(200).set({
      'Content-Type': prepared.file.contentType,
      'Content-Disposition': prepared.file.contentDisposition,
      'Cache-Control': 'no-store',
    });
    try {
      const summary = await prepared.write(res, { signal: client.signal });
      if (summary.cancelled) {
        console.info(
          `Export cancelled by the client after ${summary.rows} rows (${summary.batches} batches read)`,
        );
      }
    } catch (error) {
      if (!res.headersSent) throw error;
      req.log.error({ err: error }, 'The export failed while it was sent');
      res.destroy();
    }
  });

  return router;
}
