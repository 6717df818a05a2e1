import type { GeoJsonSquare } from '@schemas/generated/answers';
import { roundCoordinate } from '../rules/round-coordinate';
import { fromLaea } from './eea-grid-projection';
import type { GridCell } from './grid-cell-code';

/** A cell corner in WGS-84, rounded like every saved coordinate (6 decimals). */
export function gridCorner(eastKm: number, northKm: number): [number, number] {
  const [longitude, latitude] = fromLaea([eastKm * 1000, northKm * 1000]);
  return [roundCoordinate(longitude), roundCoordinate(latitude)];
}

/**
 * A cell as the GeoJSON square saved for it: one closed ring, counter-clockwise from the south-west
 * corner (RFC 7946), in WGS-84 [longitude, latitude] rounded to 6 decimals. The corners are those of
 * the EPSG:3035 square, so the square is slightly skewed in WGS-84, as on every map of the grid.
 */
export function gridCellSquare(cell: GridCell): GeoJsonSquare {
  const southWest = gridCorner(cell.eastKm, cell.northKm);
  return {
    type: 'Polygon',
    coordinates: [
      [
        southWest,
        gridCorner(cell.eastKm + 1, cell.northKm),
        gridCorner(cell.eastKm + 1, cell.northKm + 1),
        gridCorner(cell.eastKm, cell.northKm + 1),
        southWest,
      ],
    ],
  };
}
