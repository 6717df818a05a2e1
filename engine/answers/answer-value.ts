import type { GeoJsonSquare } from '@schemas/generated/answers';

/** A chosen option with the number typed beside it (answer types 5 and 7). */
export interface OptionWithValue {
  optionId: number;
  value: string;
}

export interface PointValue {
  latitude: number;
  longitude: number;
}

/** One photo of a photo answer (type 17): the stored file's name and the caption typed under it. */
export interface PhotoValue {
  fileName: string;
  caption: string;
}

export interface GridSquareValue {
  squareId: string;
  geometry: GeoJsonSquare;
}

/**
 * What one question holds while the user works on it (RJSF formData), by answer type:
 * 1, 2, 3, 9 the text as typed (decimals with a comma or a point, dates dd/MM/yyyy); 4, 8, 10, 16
 * the chosen option id; 5 an option with its value; 6 the chosen option ids; 7 options with values;
 * 11 a point; 12 a grid square; 13 the ids of the chosen answers; 17 the photos uploaded, with their
 * captions. `undefined` means unanswered.
 */
export type AnswerValue =
  | string
  | number
  | number[]
  | OptionWithValue
  | OptionWithValue[]
  | PointValue
  | GridSquareValue
  | PhotoValue[];

export function isOptionWithValue(value: unknown): value is OptionWithValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'optionId' in value &&
    typeof value.optionId === 'number' &&
    'value' in value &&
    typeof value.value === 'string'
  );
}

export function isPointValue(value: unknown): value is PointValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'latitude' in value &&
    typeof value.latitude === 'number' &&
    'longitude' in value &&
    typeof value.longitude === 'number'
  );
}

export function isGridSquareValue(value: unknown): value is GridSquareValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'squareId' in value &&
    typeof value.squareId === 'string' &&
    'geometry' in value &&
    typeof value.geometry === 'object'
  );
}

export function isPhotoValue(value: unknown): value is PhotoValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fileName' in value &&
    typeof value.fileName === 'string' &&
    'caption' in value &&
    typeof value.caption === 'string'
  );
}

export function isPhotoList(value: unknown): value is PhotoValue[] {
  return Array.isArray(value) && value.every(isPhotoValue);
}

export function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number');
}

export function isOptionWithValueList(value: unknown): value is OptionWithValue[] {
  return Array.isArray(value) && value.every(isOptionWithValue);
}

/**
 * Whether a value has one of the shapes of `AnswerValue`: the one list of them, beside the type, so a
 * new answer type's value shape is added here and nowhere else (the fill screen reads RJSF's formData
 * through it).
 */
export function isAnswerValue(value: unknown): value is AnswerValue {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    isIdList(value) ||
    isOptionWithValue(value) ||
    isOptionWithValueList(value) ||
    isPointValue(value) ||
    isGridSquareValue(value) ||
    isPhotoList(value)
  );
}

/** Unanswered: nothing chosen, typed or placed. */
export function isEmptyValue(value: AnswerValue | undefined): boolean {
  return (
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}
