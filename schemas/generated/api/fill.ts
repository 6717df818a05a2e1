/* Generated from schemas/api/fill.schema.json by `npm run gen:types`. Do not edit. */

export type Id = number;
/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;

/**
 * Payloads of the fill screen's calls besides the question save (answers.schema.json): group instances, optional groups, reports.
 */
export interface FillApi {
  [k: string]: unknown;
}
/**
 * POST /secured/questionlist/addFilledQuestionList: a new instance of a repeatable group.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "NewGroupInstance".
 */
export interface NewGroupInstance {
  filledSubformId: Id;
  questionListDicId: Id;
  name?: string | null;
}
/**
 * POST /secured/questionlist/saveFilledQuestionListConfig: optional groups added (by dictionary id) and deleted (by instance id).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "OptionalGroupChoice".
 */
export interface OptionalGroupChoice {
  /**
   * @maxItems 100
   */
  added: {
    filledSubformId: Id;
    questionListDicId: Id;
  }[];
  /**
   * @maxItems 100
   */
  deleted: {
    id: Id;
  }[];
}
/**
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "LocaleQuery".
 */
export interface LocaleQuery {
  localeDicId?: IdParam;
}
/**
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FormQuery".
 */
export interface FormQuery {
  formDicId?: IdParam;
  localeDicId?: IdParam;
  farmTypeId?: IdParam;
}
/**
 * POST /secured/geom/geojson: the map view as a GeoJSON Polygon; answered with the grid squares inside.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "MapViewRectangle".
 */
export interface MapViewRectangle {
  type: 'Polygon';
  /**
   * @minItems 1
   * @maxItems 1
   */
  coordinates: [
    | [[number, number], [number, number], [number, number], [number, number]]
    | [[number, number], [number, number], [number, number], [number, number], [number, number]],
  ];
}
