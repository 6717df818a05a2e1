import type { GeoBounds } from '@engine/context';
import { toLaea } from '@engine/geo/eea-grid-projection';
import { gridCellCode } from '@engine/geo/grid-cell-code';
import type { GridSquareCollection } from '@engine/geo/grid-square-collection';
import type { GeomPosition, GeomViewRectangle } from '@schemas/generated/api/geom';

export const GRID_PATH = '/api/secured/geom/geojson';

/** A map view as the grid widget sends it: the bounds' ring, closed (five positions) or not (four). */
export function viewOf(bounds: GeoBounds, closed = true): GeomViewRectangle {
  const { minLongitude: west, maxLongitude: east, minLatitude: south, maxLatitude: north } = bounds;
  const ring: [GeomPosition, GeomPosition, GeomPosition, GeomPosition] = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ];
  return { type: 'Polygon', coordinates: [closed ? [...ring, [west, south]] : ring] };
}

function isGridSquareCollection(value: unknown): value is GridSquareCollection {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === 'FeatureCollection' &&
    'features' in value &&
    Array.isArray(value.features)
  );
}

/** The FeatureCollection of a grid reply's `data` (a JSON string, as the specification answers). */
export function squaresOf(data: unknown): GridSquareCollection {
  if (typeof data !== 'string') throw new Error('The grid reply data is not a string');
  const parsed: unknown = JSON.parse(data);
  if (!isGridSquareCollection(parsed)) throw new Error('The grid reply data is no FeatureCollection');
  return parsed;
}

/**
 * The codes of the cells covering a rectangle, worked out here on their own: every kilometre of
 * EPSG:3035 that the rectangle's outline (sampled every 0.001°) passes, and all between them.
 */
export function expectedCodes(bounds: GeoBounds): string[] {
  const xs: number[] = [];
  const ys: number[] = [];
  const steps = 200;
  for (let step = 0; step <= steps; step += 1) {
    const share = step / steps;
    const longitude = bounds.minLongitude + (bounds.maxLongitude - bounds.minLongitude) * share;
    const latitude = bounds.minLatitude + (bounds.maxLatitude - bounds.minLatitude) * share;
    for (const [x, y] of [
      toLaea([longitude, bounds.minLatitude]),
      toLaea([longitude, bounds.maxLatitude]),
      toLaea([bounds.minLongitude, latitude]),
      toLaea([bounds.maxLongitude, latitude]),
    ]) {
      xs.push(Math.floor(x / 1000));
      ys.push(Math.floor(y / 1000));
    }
  }
  const codes: string[] = [];
  for (let eastKm = Math.min(...xs); eastKm <= Math.max(...xs); eastKm += 1)
    for (let northKm = Math.min(...ys); northKm <= Math.max(...ys); northKm += 1)
      codes.push(gridCellCode({ eastKm, northKm }));
  return codes.sort();
}
