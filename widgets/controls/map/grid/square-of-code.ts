import type { GridSquareValue } from '@engine/answers/answer-value';
import { gridCellCode, parseGridCellCode } from '@engine/geo/grid-cell-code';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import { mapView } from '@engine/geo/map-view';

export type SquareOfCode =
  | { ok: true; square: GridSquareValue }
  /** No 1 km cell code (the engine's GRID_SQUARE_UNKNOWN), or a square the map cannot show. */
  | { ok: false; problem: 'unknownSquare' | 'outsideMap' };

/**
 * A typed cell code (1kmE5069N3292, case and surrounding spaces forgiven) as the answer the map would
 * give for that square, computed here without asking the server. A square not wholly within the map's
 * bounds could not have been clicked, so it is refused too.
 */
export function squareOfCode(code: string): SquareOfCode {
  const cell = parseGridCellCode(code);
  if (!cell) return { ok: false, problem: 'unknownSquare' };
  const geometry = gridCellSquare(cell);
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = mapView.maxBounds;
  const inside = geometry.coordinates[0].every(
    ([longitude, latitude]) =>
      latitude >= minLatitude &&
      latitude <= maxLatitude &&
      longitude >= minLongitude &&
      longitude <= maxLongitude,
  );
  if (!inside) return { ok: false, problem: 'outsideMap' };
  return { ok: true, square: { squareId: gridCellCode(cell), geometry } };
}
