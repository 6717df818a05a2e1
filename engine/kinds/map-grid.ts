import { isGridSquareValue } from '../answers/answer-value';
import { isGridCellSquare } from '../geo/is-grid-cell-square';
import { mapView } from '../geo/map-view';
import { defineKind } from './define-kind';

/**
 * 12: a square of the 1 km EEA grid, saved as its cell code (`answer`) and its GeoJSON polygon. Only
 * a square the grid has is valid (GRID_SQUARE_UNKNOWN); the server checks saves by this same rule.
 */
export const mapGridKind = defineKind({
  id: 12,
  key: 'map_grid_square',
  widget: 'mapGrid',
  composite: true,
  answerFields: { required: 'gridGeomAnswer', optional: ['answer'], list: false },
  mapDefault: { kind: 'grid', zoom: mapView.zoom },
  schema: (question) => ({
    type: 'object',
    title: question.questionText,
    properties: { squareId: { type: 'string' } },
  }),
  toValue: ([first]) =>
    first.gridGeomAnswer ? { squareId: first.answer ?? '', geometry: first.gridGeomAnswer } : undefined,
  toAnswers: (_question, value) =>
    isGridSquareValue(value) ? [{ answer: value.squareId, gridGeomAnswer: value.geometry }] : [],
  validate: (_question, value) =>
    isGridSquareValue(value) && isGridCellSquare(value) ? undefined : { key: 'GRID_SQUARE_UNKNOWN' },
  // The square's id.
  exportCells: (_question, [first]) => (first?.gridGeomAnswer ? [first.answer ?? ''] : []),
});
