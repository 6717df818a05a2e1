import type { PointValue } from '../answers/answer-value';
import { toLaea } from './eea-grid-projection';

/** A 1 km cell of the EEA reference grid: the kilometre of its south-west corner in EPSG:3035. */
export interface GridCell {
  eastKm: number;
  northKm: number;
}

// Spaces between the parts are allowed: people type `1km E5069 N3292` as often as the joined form.
const cellCodePattern = /^1\s*km\s*E\s*(\d{1,4})\s*N\s*(\d{1,4})$/i;

/** The EEA code of a cell: `1kmE5069N3292`. */
export function gridCellCode(cell: GridCell): string {
  return `1kmE${cell.eastKm}N${cell.northKm}`;
}

/**
 * The cell of an EEA code, or undefined when the text is no 1 km code. Spaces and the letters' case
 * are forgiven (`1KME5069n3292 `, `1km E5069 N3292`), as a typed code would have them; `gridCellCode`
 * of the cell gives the code's one written form.
 */
export function parseGridCellCode(code: string): GridCell | undefined {
  const match = cellCodePattern.exec(code.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { eastKm: Number(match[1]), northKm: Number(match[2]) };
}

/** The cell holding a WGS-84 point (a point on a cell's west or south edge belongs to that cell). */
export function gridCellAt(point: PointValue): GridCell {
  const [x, y] = toLaea([point.longitude, point.latitude]);
  return { eastKm: Math.floor(x / 1000), northKm: Math.floor(y / 1000) };
}
