import type { GeoBounds } from '../context';
import { LAEA_CENTRAL_MERIDIAN, toLaea } from './eea-grid-projection';
import { gridCellCode } from './grid-cell-code';
import { gridCorner } from './grid-cell-square';

/** A grid square as drawn on the map: its EEA code and its GeoJSON polygon ring. */
export interface GridSquare {
  code: string;
  ring: [number, number][];
}

export type GridSquaresInRectangle = { ok: true; squares: GridSquare[] } | { ok: false; count: number };

/** Points per rectangle side: a WGS-84 edge is a curve in EPSG:3035, so its extent needs more than the corners. */
const SAMPLES_PER_SIDE = 16;

function edgePositions(rectangle: GeoBounds): [number, number][] {
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = rectangle;
  const positions: [number, number][] = [];
  for (let step = 0; step <= SAMPLES_PER_SIDE; step += 1) {
    const share = step / SAMPLES_PER_SIDE;
    const longitude = minLongitude + (maxLongitude - minLongitude) * share;
    const latitude = minLatitude + (maxLatitude - minLatitude) * share;
    positions.push(
      [longitude, minLatitude],
      [longitude, maxLatitude],
      [minLongitude, latitude],
      [maxLongitude, latitude],
    );
  }
  // A parallel dips lowest where it crosses the central meridian, which the samples may step over
  // (by metres on a wide rectangle): the row of cells under that dip would be left out.
  if (minLongitude < LAEA_CENTRAL_MERIDIAN && LAEA_CENTRAL_MERIDIAN < maxLongitude) {
    positions.push([LAEA_CENTRAL_MERIDIAN, minLatitude], [LAEA_CENTRAL_MERIDIAN, maxLatitude]);
  }
  return positions;
}

function laeaExtent(rectangle: GeoBounds): { minX: number; minY: number; maxX: number; maxY: number } {
  const extent = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const position of edgePositions(rectangle)) {
    const [x, y] = toLaea(position);
    extent.minX = Math.min(extent.minX, x);
    extent.minY = Math.min(extent.minY, y);
    extent.maxX = Math.max(extent.maxX, x);
    extent.maxY = Math.max(extent.maxY, y);
  }
  return extent;
}

/**
 * The 1 km EEA cells covering a WGS-84 rectangle: every cell of the EPSG:3035 extent of the
 * rectangle, so a little more than the rectangle at its corners. More than `maxSquares` cells are
 * not computed at all (`ok: false` with their count), so a huge rectangle costs no time.
 */
export function gridSquaresInRectangle(rectangle: GeoBounds, maxSquares: number): GridSquaresInRectangle {
  const extent = laeaExtent(rectangle);
  const firstEast = Math.floor(extent.minX / 1000);
  const firstNorth = Math.floor(extent.minY / 1000);
  const columns = Math.floor(extent.maxX / 1000) - firstEast + 1;
  const rows = Math.floor(extent.maxY / 1000) - firstNorth + 1;
  const count = columns * rows;
  if (!Number.isFinite(count) || count > maxSquares) return { ok: false, count };
  // Each corner is shared by up to four squares: project it once.
  const corners: [number, number][][] = [];
  for (let row = 0; row <= rows; row += 1) {
    const line: [number, number][] = [];
    for (let column = 0; column <= columns; column += 1) {
      line.push(gridCorner(firstEast + column, firstNorth + row));
    }
    corners.push(line);
  }
  const squares: GridSquare[] = [];
  for (let row = 0; row < rows; row += 1) {
    const south = corners[row] ?? [];
    const north = corners[row + 1] ?? [];
    for (let column = 0; column < columns; column += 1) {
      const southWest = south[column];
      const southEast = south[column + 1];
      const northEast = north[column + 1];
      const northWest = north[column];
      if (!southWest || !southEast || !northEast || !northWest) continue;
      squares.push({
        code: gridCellCode({ eastKm: firstEast + column, northKm: firstNorth + row }),
        ring: [southWest, southEast, northEast, northWest, southWest],
      });
    }
  }
  return { ok: true, squares };
}
