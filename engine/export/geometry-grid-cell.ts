import { gridCellAt } from '../geo/grid-cell-at';
import { gridCellCode, parseGridCellCode } from '../geo/grid-cell-code';
import type { ExportAnswer } from './export-types';

/**
 * The EEA 1 km grid cell code of a map answer: the square's saved code for a grid answer, the cell
 * holding the point for a point answer; null for anything else.
 */
export function geometryGridCell(answer: ExportAnswer): string | null {
  if (answer.gridGeomAnswer) {
    const cell = answer.answer ? parseGridCellCode(answer.answer) : undefined;
    return cell ? gridCellCode(cell) : answer.answer;
  }
  const coordinates = answer.geomAnswer?.type === 'Point' ? answer.geomAnswer.coordinates : undefined;
  if (!Array.isArray(coordinates)) return null;
  const [longitude, latitude]: unknown[] = coordinates;
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  return gridCellCode(gridCellAt({ latitude, longitude }));
}
