import { isGridSquareValue } from '../answers/answer-value';
import { isGridCellCode } from '../geo/is-grid-cell-code';
import { mapView } from '../geo/map-view';
import { defineKind } from './define-kind';

/**
 * 12: a square of the 1 km EEA grid, saved as its cell code (`answer`) and its GeoJSON polygon. Only a
 * cell code of the grid is valid (GRID_SQUARE_UNKNOWN). That the polygon is exactly the code's square
 * needs proj4, which would put 30 kB into every page that loads the kinds: the server's save checks it
 * (`isGridCellSquare`), and the map widget draws the polygon with that same function.
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
    isGridSquareValue(value) && isGridCellCode(value.squareId) ? undefined : { key: 'GRID_SQUARE_UNKNOWN' },
  exportAnswer: (_question, [first]) => (first?.gridGeomAnswer ? { geometry: first.gridGeomAnswer } : null),
});
