/* Generated from schemas/answers.schema.json by `npm run gen:types`. Do not edit. */

export type Id = number;

/**
 * Saved answers and the save payload of one question.
 */
export interface Answers {
  [k: string]: unknown;
}
/**
 * WGS-84 point, coordinates [longitude, latitude].
 *
 * This interface was referenced by `Answers`'s JSON-Schema
 * via the `definition` "Point".
 */
export interface GeoJsonPoint {
  type: 'Point';
  /**
   * @minItems 2
   * @maxItems 2
   */
  coordinates: [number, number];
}
/**
 * A grid square as a GeoJSON Polygon (one closed ring of five positions).
 *
 * This interface was referenced by `Answers`'s JSON-Schema
 * via the `definition` "Square".
 */
export interface GeoJsonSquare {
  type: 'Polygon';
  /**
   * @minItems 1
   * @maxItems 1
   */
  coordinates: [
    [
      [number, number, ...number[]],
      [number, number, ...number[]],
      [number, number, ...number[]],
      [number, number, ...number[]],
      ...[number, number, ...number[]][],
    ],
    ...[
      [number, number, ...number[]],
      [number, number, ...number[]],
      [number, number, ...number[]],
      [number, number, ...number[]],
      ...[number, number, ...number[]][],
    ][],
  ];
  [k: string]: unknown;
}
/**
 * This interface was referenced by `Answers`'s JSON-Schema
 * via the `definition` "SavedAnswer".
 */
export interface SavedAnswer {
  id?: number | null;
  /**
   * The chosen answer option's dictionary id.
   */
  answerListId?: number | null;
  /**
   * The value: a number with a dot, a text, an ISO date (yyyy-MM-dd), a grid square id, or the id of the answer chosen as an option (type 13).
   */
  answer?: string | null;
  text?: string | null;
  /**
   * When the answer was saved (ISO 8601).
   */
  date?: string | null;
  geomAnswer?: GeoJsonPoint | null;
  gridGeomAnswer?: GeoJsonSquare | null;
}
/**
 * POST /secured/question/save: the question with its answers. version is the filled question's version the client last read; a stale one is refused with 409.
 *
 * This interface was referenced by `Answers`'s JSON-Schema
 * via the `definition` "QuestionSave".
 */
export interface QuestionSave {
  id: Id;
  questionId?: Id;
  filledQuestionListId: Id;
  version?: number;
  /**
   * @maxItems 200
   */
  answers: SavedAnswer[];
  [k: string]: unknown;
}
