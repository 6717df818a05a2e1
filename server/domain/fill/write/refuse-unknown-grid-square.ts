import { isGridCellSquare } from '@engine/geo/is-grid-cell-square';
import type { SavedAnswer } from '@schemas/generated/answers';
import { AppError } from '../../app-error';

/**
 * A grid square answer must be exactly the square of its cell code (400 GRID_SQUARE_UNKNOWN): the
 * answer kind checks the code only (the kinds are in every page, proj4 is not), so the geometry a
 * client sends is compared here with the one the map draws for that code.
 */
export function refuseUnknownGridSquare(sent: readonly SavedAnswer[]): void {
  for (const answer of sent) {
    if (
      answer.gridGeomAnswer &&
      !isGridCellSquare({ squareId: answer.answer ?? '', geometry: answer.gridGeomAnswer })
    ) {
      throw new AppError('GRID_SQUARE_UNKNOWN');
    }
  }
}
