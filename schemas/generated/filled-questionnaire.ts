/* Generated from schemas/filled-questionnaire.schema.json by `npm run gen:types`. Do not edit. */

export type Id = number;
/**
 * A stable, human-readable identifier inside one structure document.
 */
export type Key = string;

/**
 * One questionnaire with everything filled in it: its forms, subforms, group instances and the answers of each question. Used for export and for the engine's progress computation.
 */
export interface FilledQuestionnaire {
  id: Id;
  structureKey: Key;
  unit: {
    id: Id;
    number: string;
    unitTypeKey: Key;
  };
  isActive: boolean;
  forms: {
    id: Id;
    formKey: Key;
    status: boolean;
    subforms: {
      id: Id;
      subformKey: Key;
      groups: {
        id: Id;
        groupKey: Key;
        name?: string | null;
        orderKey: number;
        questions: {
          id: Id;
          questionKey: Key;
          version: number;
          answers: SavedAnswer[];
        }[];
      }[];
    }[];
  }[];
}
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
 * WGS-84 point, coordinates [longitude, latitude].
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
