import type { GridSquaresReply, MapSettings } from '../generated/api/geom';
import { defineEndpoint, ref, replyOf } from './endpoint';
import { ALL_ROLES } from './roles';

const api = 'api/geom';

/**
 * Map answers (issue 15). The grid squares come from the server, as in the specification (section 7),
 * so every client draws and saves the same squares; the engine computes them (engine/geo/).
 */
export const geomEndpoints = {
  /** The EEA 1 km squares in the map view: anyone signed in who fills or reviews a map question. */
  gridSquares: defineEndpoint({
    method: 'POST',
    path: '/secured/geom/geojson',
    roles: ALL_ROLES,
    body: ref(api, 'ViewRectangle'),
    reply: replyOf<GridSquaresReply>(api, 'GridSquaresReply'),
  }),
  /** Tile server and grid limit: public, like the dictionaries, since a tile URL is no secret. */
  mapSettings: defineEndpoint({
    method: 'GET',
    path: '/map/settings',
    roles: 'public',
    reply: replyOf<MapSettings>(api, 'MapSettings'),
  }),
} as const;
