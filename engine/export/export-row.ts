import type { ExportAnswer, ExportLayout, ExportValue } from './export-types';

/**
 * The answer cells of one group instance's row: one value per column of the layout (null where the
 * instance has no answer for it, and for the columns of other groups).
 */
export function exportRowCells(layout: ExportLayout, answers: readonly ExportAnswer[]): ExportValue[] {
  void layout;
  void answers;
  throw new Error('exportRowCells: being written (issue 17)');
}
