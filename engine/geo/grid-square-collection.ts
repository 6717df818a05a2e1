import type { GridSquare } from './grid-cells-in-rectangle';

/** A grid square as a GeoJSON feature, with the properties the specification's backend gives it. */
export interface GridSquareFeature {
  type: 'Feature';
  properties: { GRID_POLAN: string; id: string };
  geometry: { type: 'Polygon'; coordinates: [[number, number][]] };
}

export interface GridSquareCollection {
  type: 'FeatureCollection';
  features: GridSquareFeature[];
}

/** Grid squares → the GeoJSON FeatureCollection of `POST /secured/geom/geojson` (GRID_POLAN and id hold the code). */
export function gridSquareCollection(squares: readonly GridSquare[]): GridSquareCollection {
  return {
    type: 'FeatureCollection',
    features: squares.map((square) => ({
      type: 'Feature',
      properties: { GRID_POLAN: square.code, id: square.code },
      geometry: { type: 'Polygon', coordinates: [square.ring] },
    })),
  };
}
