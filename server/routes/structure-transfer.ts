import express, { Router } from 'express';
import { apiContract, endpointPaths } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { importStructure } from '../domain/structure/import-structure';
import { exportStructure, structureDocument } from '../domain/structure/structure-document';
import { currentUser } from '../http/current-user';
import { registerEndpoint } from '../http/register-endpoint';
import { requestLocale } from '../http/request-locale';

/**
 * A whole structure document is far above the API's 1 MB (the demo type's is about 300 kB with room for
 * types several times its size), so the import parses its own body with this limit.
 */
export const IMPORT_BODY_LIMIT = '5mb';

/** Paths (below /api) whose JSON body the import route parses itself. */
export const importBodyPaths = endpointPaths(apiContract.importStructure);

/** A questionnaire type as one structure document: read, download, import (administrators only). */
export function structureTransferRoutes(db: Db): Router {
  const router = Router();

  registerEndpoint(router, apiContract.structureDocument, async (req, res) => {
    res.json({ success: true, data: await structureDocument(db, Number(req.params.typeId)) });
  });

  registerEndpoint(router, apiContract.exportStructure, async (req, res) => {
    const document = await exportStructure(db, Number(req.params.typeId));
    // Keys are letters, digits and . _ - only: the file name needs no escaping.
    res.setHeader('Content-Disposition', `attachment; filename="${document.key}.json"`);
    res.type('application/json').send(JSON.stringify(document, null, 2));
  });

  registerEndpoint(
    router,
    apiContract.importStructure,
    async (req, res) => {
      const { replaceTypeId, asCopy } = req.query;
      const target = {
        ...(typeof replaceTypeId === 'string' ? { replaceTypeId: Number(replaceTypeId) } : {}),
        asCopy: asCopy === 'true',
      };
      const data = await importStructure(db, req.body, target, currentUser(res).id, requestLocale(req));
      res.json({ success: true, data });
    },
    { before: [express.json({ limit: IMPORT_BODY_LIMIT })] },
  );

  return router;
}
