import type { GridSquareCollection, GridSquareFeature } from '@engine/geo/grid-square-collection';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPosition(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1])
  );
}

/** A grid square as the server draws it: a Polygon feature whose GRID_POLAN holds its code. */
export function isGridSquareFeature(value: unknown): value is GridSquareFeature {
  if (!isRecord(value) || value.type !== 'Feature') return false;
  const { properties, geometry } = value;
  if (!isRecord(properties) || typeof properties.GRID_POLAN !== 'string' || properties.GRID_POLAN === '') {
    return false;
  }
  if (!isRecord(geometry) || geometry.type !== 'Polygon' || !Array.isArray(geometry.coordinates))
    return false;
  const [ring] = geometry.coordinates;
  return Array.isArray(ring) && ring.length >= 4 && ring.every(isPosition);
}

/**
 * The grid squares of `POST /secured/geom/geojson`'s reply (a GeoJSON string). A reply that is no
 * FeatureCollection gives undefined: the grid is cleared (specification, section 8); a feature that
 * is no grid square is left out.
 */
export function parseGridReply(reply: string): GridSquareCollection | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.type !== 'FeatureCollection' || !Array.isArray(parsed.features)) {
    return undefined;
  }
  return { type: 'FeatureCollection', features: parsed.features.filter(isGridSquareFeature) };
}
