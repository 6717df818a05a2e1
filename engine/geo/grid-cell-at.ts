import type { PointValue } from '../answers/answer-value';
import { toLaea } from './eea-grid-projection';
import type { GridCell } from './grid-cell-code';

/** The cell holding a WGS-84 point (a point on a cell's west or south edge belongs to that cell). */
export function gridCellAt(point: PointValue): GridCell {
  const [x, y] = toLaea([point.longitude, point.latitude]);
  return { eastKm: Math.floor(x / 1000), northKm: Math.floor(y / 1000) };
}
