import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import { gridSquaresInView } from '../domain/geom/grid-squares-in-view';
import { mapSettings, type MapConfig } from '../domain/geom/map-config';
import { registerEndpoint } from '../http/register-endpoint';
import { sendCompressedJson } from '../http/send-compressed-json';

/**
 * GET /map/settings (public): this server's tile server and grid limit. Served in proxy mode too: the
 * tiles must be those this server's Content-Security-Policy allows, and the specification's backend
 * has no such call.
 */
export function mapSettingsRoutes(config: MapConfig): Router {
  const router = Router();
  registerEndpoint(router, apiContract.mapSettings, (_req, res) => {
    res.json({ success: true, data: mapSettings(config) });
  });
  return router;
}

/**
 * POST /secured/geom/geojson: the grid squares of a map view. The body has passed the contract's
 * schema (a Polygon of four or five WGS-84 positions); the reply, up to a few MB of GeoJSON, is sent
 * compressed.
 */
export function gridSquareRoutes(config: MapConfig): Router {
  const router = Router();
  registerEndpoint(router, apiContract.gridSquares, async (req, res) => {
    const squares = gridSquaresInView(req.body, config.maxGridSquares);
    await sendCompressedJson(req, res, { success: true, data: JSON.stringify(squares) });
  });
  return router;
}
