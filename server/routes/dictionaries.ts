import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { DictionaryUseCases } from '../domain/dictionaries';
import { localeIdByCode } from '../domain/dictionaries';
import { requestLocale } from '../http/request-locale';
import { registerEndpoint } from '../http/register-endpoint';

function ids(list: string | undefined): number[] {
  return list ? list.split(',').map(Number) : [];
}

/** The unauthenticated dictionary calls of the specification, and the answer types the server stores. */
export function dictionaryRoutes(dictionaries: DictionaryUseCases): Router {
  const router = Router();
  registerEndpoint(router, apiContract.localeList, async (_req, res) => {
    res.json({ success: true, data: await dictionaries.locales() });
  });

  registerEndpoint(router, apiContract.roleList, async (_req, res) => {
    res.json({ success: true, data: await dictionaries.roles() });
  });

  registerEndpoint(router, apiContract.institutionTypeList, async (req, res) => {
    const unitTypeIds = typeof req.query.unitTypeIds === 'string' ? ids(req.query.unitTypeIds) : [];
    res.json({
      success: true,
      data: await dictionaries.institutionTypes(Number(req.params.localeId), unitTypeIds),
    });
  });

  registerEndpoint(router, apiContract.institutionList, async (req, res) => {
    const localeId = localeIdByCode[requestLocale(req)];
    res.json({ success: true, data: await dictionaries.institutions(Number(req.params.id), localeId) });
  });

  registerEndpoint(router, apiContract.unitTypeList, async (req, res) => {
    const fromQuery = typeof req.query.localeDicId === 'string' ? Number(req.query.localeDicId) : undefined;
    res.json({
      success: true,
      data: await dictionaries.unitTypes(fromQuery ?? localeIdByCode[requestLocale(req)]),
    });
  });

  registerEndpoint(router, apiContract.answerTypeList, async (_req, res) => {
    res.json({ success: true, data: await dictionaries.answerTypes() });
  });

  return router;
}
