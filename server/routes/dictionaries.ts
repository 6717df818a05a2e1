import { Router } from 'express';
import { schemaRef } from '@schemas/index';
import type { DictionaryUseCases } from '../domain/dictionaries';
import { localeIdByCode } from '../domain/dictionaries';
import { requestLocale } from '../http/request-locale';
import { validate } from '../http/validate';

const api = 'api/dictionaries';

function ids(list: string | undefined): number[] {
  return list ? list.split(',').map(Number) : [];
}

/** The unauthenticated dictionary calls of the specification. */
export function dictionaryRoutes(dictionaries: DictionaryUseCases): Router {
  const router = Router();
  const noQuery = schemaRef(api, 'EmptyQuery');

  router.get('/user/locale/list', validate({ query: noQuery }), async (_req, res) => {
    res.json({ success: true, data: await dictionaries.locales() });
  });

  router.get('/user/role/list', validate({ query: noQuery }), async (_req, res) => {
    res.json({ success: true, data: await dictionaries.roles() });
  });

  router.get(
    '/country/list/:localeId',
    validate({ params: schemaRef(api, 'LocaleIdParams'), query: schemaRef(api, 'InstitutionTypeQuery') }),
    async (req, res) => {
      const unitTypeIds = typeof req.query.unitTypeIds === 'string' ? ids(req.query.unitTypeIds) : [];
      res.json({
        success: true,
        data: await dictionaries.institutionTypes(Number(req.params.localeId), unitTypeIds),
      });
    },
  );

  router.get(
    '/region/list/:id',
    validate({ params: schemaRef(api, 'IdParams'), query: noQuery }),
    async (req, res) => {
      const localeId = localeIdByCode[requestLocale(req)];
      res.json({ success: true, data: await dictionaries.institutions(Number(req.params.id), localeId) });
    },
  );

  router.get('/farm/farmTypeList', validate({ query: schemaRef(api, 'UnitTypeQuery') }), async (req, res) => {
    const fromQuery = typeof req.query.localeDicId === 'string' ? Number(req.query.localeDicId) : undefined;
    res.json({
      success: true,
      data: await dictionaries.unitTypes(fromQuery ?? localeIdByCode[requestLocale(req)]),
    });
  });

  return router;
}
