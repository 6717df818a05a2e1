import { isGridSquareValue } from '../answers/answer-value';
import { defineKind } from './define-kind';

/** 12: a square of a map grid, saved as its id and its GeoJSON polygon. */
export const mapGridKind = defineKind({
  id: 12,
  key: 'map_grid_square',
  widget: 'mapGrid',
  composite: true,
  answerFields: { required: 'gridGeomAnswer', optional: ['answer'], list: false },
  mapDefault: { kind: 'grid', zoom: 10 },
  schema: (question) => ({
    type: 'object',
    title: question.questionText,
    properties: { squareId: { type: 'string' } },
  }),
  toValue: ([first]) =>
    first.gridGeomAnswer ? { squareId: first.answer ?? '', geometry: first.gridGeomAnswer } : undefined,
  toAnswers: (_question, value) =>
    isGridSquareValue(value) ? [{ answer: value.squareId, gridGeomAnswer: value.geometry }] : [],
  validate: () => undefined,
  // The square's id.
  exportCells: (_question, [first]) => (first?.gridGeomAnswer ? [first.answer ?? ''] : []),
});
