import { gridCellCode, parseGridCellCode } from './grid-cell-code';

/**
 * Whether a text is a 1 km EEA cell code in its one written form (`1kmE5069N3292`), as a grid-square
 * answer's id must be. Needs no projection, so the answer kinds (in every app's main bundle) can check
 * it without proj4; the square's geometry is checked by `isGridCellSquare` where proj4 is loaded anyway
 * (the server's save, the map widget).
 */
export function isGridCellCode(squareId: string): boolean {
  const cell = parseGridCellCode(squareId);
  return cell !== undefined && gridCellCode(cell) === squareId;
}
