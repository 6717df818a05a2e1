import { Router, type Request } from 'express';
import { schemaRef } from '@schemas/index';
import type { Db } from '../data/database';
import { localeIdByCode } from '../domain/dictionaries';
import { ROLE } from '../domain/permissions/roles';
import { activateUnit } from '../domain/units/activate-unit';
import { assignUnit } from '../domain/units/assign-unit';
import { listFarmerUnits } from '../domain/units/list-farmer-units';
import { listInactiveUnits } from '../domain/units/list-inactive-units';
import { listUnits } from '../domain/units/list-units';
import { removeUnit } from '../domain/units/remove-unit';
import { updateUnit } from '../domain/units/update-unit';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { requireRole } from '../http/require-role';
import { validate } from '../http/validate';

const api = 'api/lists';

function localeId(req: Request): number {
  return localeIdByCode[requestLocale(req)];
}

/** A query value the schema has already checked to be a whole-number id. */
function queryId(req: Request, name: string): number | undefined {
  const value = req.query[name];
  return typeof value === 'string' ? Number(value) : undefined;
}

function requiredQueryId(req: Request, name: string): number {
  const id = queryId(req, name);
  if (id === undefined) throw new Error(`The schema let ${name} through without a value`);
  return id;
}

/** The unit calls: the unit list, the add-unit flow (inactive units, activate, assign), rename, remove. */
export function farmRoutes(db: Db): Router {
  const router = Router();
  const noQuery = schemaRef('api/dictionaries', 'EmptyQuery');
  const unitWorkers = requireRole(ROLE.farmer, ROLE.expert);

  router.get(
    '/farm/list2',
    requireRole(ROLE.coordinator, ROLE.farmer, ROLE.expert, ROLE.observer),
    validate({ query: schemaRef(api, 'PagedListQuery') }),
    async (req, res) => {
      const { rows, total } = await listUnits(db, currentUser(res), req.query, localeId(req));
      res.json({ success: true, data: rows, total });
    },
  );

  router.get(
    '/farm/listByUserId',
    unitWorkers,
    validate({ query: schemaRef(api, 'UserIdQuery') }),
    async (req, res) => {
      res.json({
        success: true,
        data: await listFarmerUnits(db, currentUser(res), queryId(req, 'userId'), localeId(req)),
      });
    },
  );

  router.get(
    ['/farm/inactiveUnitList', '/farm/inactiveUnitList/'],
    unitWorkers,
    validate({ query: noQuery }),
    async (req, res) => {
      res.json({ success: true, data: await listInactiveUnits(db, localeId(req)) });
    },
  );

  router.get(
    '/farm/activate',
    unitWorkers,
    validate({ query: schemaRef(api, 'ActivateUnitQuery') }),
    async (req, res) => {
      res.json({
        success: true,
        data: await activateUnit(db, currentUser(res), requiredQueryId(req, 'unitId'), localeId(req)),
      });
    },
  );

  router.post(
    '/farm/assign',
    requireRole(ROLE.expert),
    validate({ query: schemaRef(api, 'UnitAssignQuery') }),
    async (req, res) => {
      res.json({
        success: true,
        data: await assignUnit(
          db,
          currentUser(res),
          requiredQueryId(req, 'userId'),
          requiredQueryId(req, 'farmId'),
          localeId(req),
        ),
      });
    },
  );

  router.put(
    '/farm/:id',
    unitWorkers,
    validate({ params: schemaRef(api, 'UnitIdParams'), query: noQuery, body: schemaRef(api, 'UnitUpdate') }),
    async (req, res) => {
      const description: unknown = req.body?.description;
      res.json({
        success: true,
        data: await updateUnit(
          db,
          currentUser(res),
          Number(req.params.id),
          typeof description === 'string' ? description : '',
          localeId(req),
        ),
      });
    },
  );

  router.delete(
    '/farm/:id',
    unitWorkers,
    validate({ params: schemaRef(api, 'UnitIdParams'), query: noQuery }),
    async (req, res) => {
      await removeUnit(db, currentUser(res), Number(req.params.id));
      res.json({ success: true, data: null });
    },
  );

  return router;
}
