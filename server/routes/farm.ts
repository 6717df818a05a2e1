import { Router, type Request } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { AccessEnv } from '../domain/access/access-env';
import { localeIdByCode } from '../domain/dictionaries';
import { activateUnit } from '../domain/units/activate-unit';
import { assignUnit } from '../domain/units/assign-unit';
import { acceptAssignment } from '../domain/units/assignments/accept-assignment';
import { listAssignments } from '../domain/units/assignments/list-assignments';
import { removeAssignment } from '../domain/units/assignments/remove-assignment';
import { listFarmerUnits } from '../domain/units/list-farmer-units';
import { listInactiveUnits } from '../domain/units/list-inactive-units';
import { listUnits } from '../domain/units/list-units';
import { removeUnit } from '../domain/units/remove-unit';
import { updateUnit } from '../domain/units/update-unit';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { translate } from '../i18n/index';
import { registerEndpoint } from '../http/register-endpoint';

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

/** A status or unit id the schema has already checked. */
function assignmentFilter(req: Request): Parameters<typeof listAssignments>[2] {
  const { status } = req.query;
  return {
    status: status === 'pending' || status === 'accepted' ? status : undefined,
    unitId: queryId(req, 'unitId'),
  };
}

/**
 * The unit calls: the unit list, the add-unit flow (inactive units, activate, assign), rename, remove,
 * and the experts' access to units (requests, acceptance, revocation).
 */
export function farmRoutes(env: AccessEnv): Router {
  const { db } = env;
  const router = Router();
  registerEndpoint(router, apiContract.unitList, async (req, res) => {
    const { rows, total } = await listUnits(db, currentUser(res), req.query, localeId(req));
    res.json({ success: true, data: rows, total });
  });

  registerEndpoint(router, apiContract.farmerUnitList, async (req, res) => {
    res.json({
      success: true,
      data: await listFarmerUnits(db, currentUser(res), queryId(req, 'userId'), localeId(req)),
    });
  });

  registerEndpoint(router, apiContract.inactiveUnitList, async (req, res) => {
    res.json({ success: true, data: await listInactiveUnits(db, localeId(req)) });
  });

  registerEndpoint(router, apiContract.activateUnit, async (req, res) => {
    res.json({
      success: true,
      data: await activateUnit(
        db,
        currentUser(res),
        requiredQueryId(req, 'unitId'),
        localeId(req),
        env.now(),
      ),
    });
  });

  registerEndpoint(router, apiContract.assignUnit, async (req, res) => {
    const outcome = await assignUnit(
      env,
      currentUser(res),
      requiredQueryId(req, 'userId'),
      requiredQueryId(req, 'farmId'),
      localeId(req),
    );
    if (outcome.kind === 'owner') {
      res.json({ success: true, data: outcome.unit });
      return;
    }
    const messageKey = outcome.status === 'accepted' ? 'alreadyAccepted' : 'requested';
    res.json({
      success: true,
      data: { unitId: outcome.unitId, status: outcome.status },
      message: translate(requestLocale(req), `assignment.${messageKey}`),
    });
  });

  registerEndpoint(router, apiContract.expertAccessList, async (req, res) => {
    const rows = await listAssignments(db, currentUser(res), assignmentFilter(req));
    res.json({ success: true, data: rows, total: rows.length });
  });

  registerEndpoint(router, apiContract.acceptExpert, async (req, res) => {
    const target = { unitId: Number(req.params.id), userId: Number(req.params.userId) };
    res.json({
      success: true,
      data: await acceptAssignment(db, currentUser(res), target, env.now()),
      message: translate(requestLocale(req), 'assignment.accepted'),
    });
  });

  registerEndpoint(router, apiContract.removeExpert, async (req, res) => {
    const target = { unitId: Number(req.params.id), userId: Number(req.params.userId) };
    const removal = await removeAssignment(db, currentUser(res), target);
    // A withdrawal reads, to the expert, like the owner's decline: the request is gone.
    const messageKey = removal === 'withdrawn' ? 'declined' : removal;
    res.json({
      success: true,
      data: { removal },
      message: translate(requestLocale(req), `assignment.${messageKey}`),
    });
  });

  registerEndpoint(router, apiContract.updateUnit, async (req, res) => {
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
  });

  registerEndpoint(router, apiContract.deleteUnit, async (req, res) => {
    await removeUnit(db, currentUser(res), Number(req.params.id));
    res.json({ success: true, data: null });
  });

  return router;
}
