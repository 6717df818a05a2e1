import type { GeoJsonGeometry } from '../schema/index';
import type { AnswerRow, OptionRow } from './fill-read-group-repository';

/**
 * The rows a save reads as JSON (json_agg, so that one statement carries a question with its options
 * and answers), turned back into the rows the other fill reads give. A value of another shape is a
 * fault of the query, not of the request.
 */
type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fault(what: string): never {
  throw new Error(`Unexpected ${what} in a save's JSON rows`);
}

function integer(row: Json, key: string): number {
  const value = row[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : fault(key);
}

function integerOrNull(row: Json, key: string): number | null {
  return row[key] === null ? null : integer(row, key);
}

function numberOrNull(row: Json, key: string): number | null {
  const value = row[key];
  return value === null || typeof value === 'number' ? value : fault(key);
}

function stringOrNull(row: Json, key: string): string | null {
  const value = row[key];
  return value === null || typeof value === 'string' ? value : fault(key);
}

function boolean(row: Json, key: string): boolean {
  const value = row[key];
  return typeof value === 'boolean' ? value : fault(key);
}

/** A stored geometry; one of another kind reaches no reply (savedAnswer keeps points and squares only). */
function geometry(row: Json, key: string): GeoJsonGeometry | null {
  const value = row[key];
  return isObject(value) &&
    (value.type === 'Point' || value.type === 'Polygon' || value.type === 'MultiPolygon')
    ? { type: value.type, coordinates: value.coordinates }
    : null;
}

function availableWhen(row: Json): OptionRow['availableWhen'] {
  const value = row.availableWhen;
  if (value === null) return null;
  if (
    isObject(value) &&
    typeof value.questionId === 'number' &&
    Array.isArray(value.optionIds) &&
    value.optionIds.every((id) => typeof id === 'number')
  ) {
    return { questionId: value.questionId, optionIds: value.optionIds };
  }
  return fault('availableWhen');
}

function rows(value: unknown): Json[] {
  // node-postgres and PGlite parse json columns; a driver that does not gives text.
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return fault('list');
  return parsed.map((row: unknown) => (isObject(row) ? row : fault('row')));
}

/** Answers as `answersJson` builds them (answer.saved_at as timestamptz JSON text). */
export function answerRowsOf(value: unknown): AnswerRow[] {
  return rows(value).map((row) => {
    const savedAt = row.savedAt;
    return {
      id: integer(row, 'id'),
      filledQuestionId: integer(row, 'filledQuestionId'),
      answerOptionId: integerOrNull(row, 'answerOptionId'),
      answer: stringOrNull(row, 'answer'),
      text: stringOrNull(row, 'text'),
      geomAnswer: geometry(row, 'geomAnswer'),
      gridGeomAnswer: geometry(row, 'gridGeomAnswer'),
      savedAt: typeof savedAt === 'string' ? new Date(savedAt) : fault('savedAt'),
    };
  });
}

/** Options as `optionsJson` builds them. */
export function optionRowsOf(value: unknown): OptionRow[] {
  return rows(value).map((row) => ({
    id: integer(row, 'id'),
    questionId: integer(row, 'questionId'),
    text: stringOrNull(row, 'text') ?? '',
    isActive: boolean(row, 'isActive'),
    hasInput: boolean(row, 'hasInput'),
    min: numberOrNull(row, 'min'),
    max: numberOrNull(row, 'max'),
    maxAnswerQuestionId: integerOrNull(row, 'maxAnswerQuestionId'),
    skipQuestions: integer(row, 'skipQuestions'),
    skipQuestionsOffset: integer(row, 'skipQuestionsOffset'),
    shortName: stringOrNull(row, 'shortName'),
    orderKey: integer(row, 'orderKey'),
    availableWhen: availableWhen(row),
  }));
}

/** A question of the group instance as `instanceQuestionJson` builds it, with its place among the shown ones. */
export interface PlacedQuestionRow {
  id: number;
  questionId: number;
  answerTypeId: number;
  /** Index among the instance's shown questions (active, by orderKey); null when not shown. */
  position: number | null;
  options: OptionRow[];
  answers: AnswerRow[];
}

export function placedQuestionRowsOf(value: unknown): PlacedQuestionRow[] {
  return rows(value).map((row) => ({
    id: integer(row, 'id'),
    questionId: integer(row, 'questionId'),
    answerTypeId: integer(row, 'answerTypeId'),
    position: integerOrNull(row, 'position'),
    options: optionRowsOf(row.options),
    answers: answerRowsOf(row.answers),
  }));
}
