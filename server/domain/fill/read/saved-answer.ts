import type { GeoJsonPoint, GeoJsonSquare, SavedAnswer } from '@schemas/generated/answers';
import type { AnswerRow } from '../../../data/repositories/fill-read-group-repository';
import type { GeoJsonGeometry } from '../../../data/schema/index';

type SquareCoordinates = GeoJsonSquare['coordinates'];

function isPosition(value: unknown): value is SquareCoordinates[0][0] {
  return (
    Array.isArray(value) && value.length >= 2 && value.every((coordinate) => typeof coordinate === 'number')
  );
}

function isRing(value: unknown): value is SquareCoordinates[0] {
  return Array.isArray(value) && value.length >= 4 && value.every(isPosition);
}

function isSquareCoordinates(value: unknown): value is SquareCoordinates {
  return Array.isArray(value) && value.length >= 1 && value.every(isRing);
}

function asPoint(geometry: GeoJsonGeometry | null): GeoJsonPoint | null {
  if (geometry?.type !== 'Point' || !isPosition(geometry.coordinates)) return null;
  const [longitude, latitude] = geometry.coordinates;
  return { type: 'Point', coordinates: [longitude, latitude] };
}

function asSquare(geometry: GeoJsonGeometry | null): GeoJsonSquare | null {
  if (geometry?.type !== 'Polygon' || !isSquareCoordinates(geometry.coordinates)) return null;
  return { type: 'Polygon', coordinates: geometry.coordinates };
}

/**
 * A stored answer as the fill screen receives it: the chosen option's dictionary id, the value, the
 * saving time (ISO 8601) and the geometries as GeoJSON. A geometry that is not a point or a square
 * (never written by the save) is left out rather than sent in a shape the client cannot read.
 */
export function savedAnswer(row: AnswerRow): SavedAnswer {
  return {
    id: row.id,
    answerListId: row.answerOptionId,
    answer: row.answer,
    text: row.text,
    date: row.savedAt.toISOString(),
    geomAnswer: asPoint(row.geomAnswer),
    gridGeomAnswer: asSquare(row.gridGeomAnswer),
  };
}
