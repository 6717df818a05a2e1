import type { GridSquareValue, PointValue } from '@engine/answers/answer-value';
import type { GridSquareFeature } from '@engine/geo/grid-square-collection';
import type { GeoJsonSquare } from '@schemas/generated/answers';

/** A drawn square as the answer saves it: its code and its polygon (undefined for a ring too short). */
export function squareValueOf(feature: GridSquareFeature): GridSquareValue | undefined {
  const [first, second, third, fourth, ...rest] = feature.geometry.coordinates[0];
  if (!first || !second || !third || !fourth) return undefined;
  return {
    squareId: feature.properties.GRID_POLAN,
    geometry: { type: 'Polygon', coordinates: [[first, second, third, fourth, ...rest]] },
  };
}

/** The middle of a square: the mean of its corners (the closing corner not counted twice). */
export function squareCentre(geometry: GeoJsonSquare): PointValue {
  const ring = geometry.coordinates[0];
  const corners = ring.length > 1 && ring[0].join() === ring.at(-1)?.join() ? ring.slice(0, -1) : ring;
  let longitude = 0;
  let latitude = 0;
  for (const [x, y] of corners) {
    longitude += x;
    latitude += y;
  }
  return { latitude: latitude / corners.length, longitude: longitude / corners.length };
}
