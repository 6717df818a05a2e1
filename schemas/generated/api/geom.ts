/* Generated from schemas/api/geom.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A WGS-84 position [longitude, latitude].
 *
 * @minItems 2
 * @maxItems 2
 *
 * This interface was referenced by `GeomApi`'s JSON-Schema
 * via the `definition` "Position".
 */
export type GeomPosition = [number, number];
/**
 * The grid squares in the rectangle as a GeoJSON FeatureCollection serialized to a string (as the specification's backend answers): each feature a Polygon in WGS-84 with properties GRID_POLAN (the EEA cell code, e.g. 1kmE5069N3292) and id (the same code).
 *
 * This interface was referenced by `GeomApi`'s JSON-Schema
 * via the `definition` "GridSquaresReply".
 */
export type GridSquaresReply = string;

/**
 * Map answers (issue 15): the squares of the EEA 1 km reference grid in a map view, and the map settings the clients need (tile server, grid limits).
 */
export interface GeomApi {
  [k: string]: unknown;
}
/**
 * POST /secured/geom/geojson: the map view as a GeoJSON Polygon in WGS-84 (one ring of four or five positions, the first repeated at the end or not). The server takes the rectangle around it.
 *
 * This interface was referenced by `GeomApi`'s JSON-Schema
 * via the `definition` "ViewRectangle".
 */
export interface GeomViewRectangle {
  type: 'Polygon';
  /**
   * @minItems 1
   * @maxItems 1
   */
  coordinates: [
    [GeomPosition, GeomPosition, GeomPosition, GeomPosition, ...GeomPosition[]],
    ...[GeomPosition, GeomPosition, GeomPosition, GeomPosition, ...GeomPosition[]][],
  ];
}
/**
 * GET /map/settings: what the map widgets need from the server's configuration.
 *
 * This interface was referenced by `GeomApi`'s JSON-Schema
 * via the `definition` "MapSettings".
 */
export interface MapSettings {
  /**
   * The tile URL template (TILE_URL, with {z}/{x}/{y}); null when no tile server is configured: the maps then draw without a background.
   */
  tileUrl: string | null;
  /**
   * The tile server's attribution (TILE_ATTRIBUTION), shown on the map; null when none.
   */
  tileAttribution: string | null;
  /**
   * The most squares POST /secured/geom/geojson draws for one rectangle (GRID_MAX_SQUARES); a larger rectangle is refused with 400 GRID_AREA_TOO_LARGE.
   */
  maxGridSquares: number;
}
