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
    [[number, number], [number, number], [number, number], [number, number], ...[number, number][]],
    ...[[number, number], [number, number], [number, number], [number, number], ...[number, number][]][],
  ];
}
/**
 * An answer option of a question as the fill screen receives it, in one language.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FillAnswerOption".
 */
export interface FillAnswerOption {
  id: Id;
  text: string;
  isActive: boolean;
  /**
   * The option carries a numeric value (answer types 5 and 7).
   */
  hasInput: boolean;
  min?: number | null;
  max?: number | null;
  /**
   * Dictionary id of the question whose answer bounds this option's value.
   */
  maxAnswerQuestionId?: number | null;
  skipQuestions: number;
  skipQuestionsOffset: number;
  shortName?: string | null;
  orderKey: number;
  /**
   * Offered only while the question with this dictionary id has one of these options chosen.
   */
  availableWhen?: null | {
    questionId: Id;
    optionIds: Id[];
  };
}
/**
 * One question of a group instance: id is the filled question's id, questionId the question's dictionary id.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FillQuestion".
 */
export interface FillQuestion {
  id: Id;
  questionId: Id;
  filledQuestionListId?: Id;
  answerTypeDicId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 16;
  questionText: string;
  /**
   * Optional group heading shown above the question.
   */
  questionGroupText?: string | null;
  questionTip?: string | null;
  recommended: boolean;
  /**
   * Form dictionary ids whose reports need this answer.
   */
  recommendedList: Id[];
  isActive: boolean;
  min?: number | null;
  max?: number | null;
  maxAnswerQuestionId?: number | null;
  /**
   * Answer type 13: the dictionary id of the question whose answers are the options.
   */
  optionsFromQuestionId?: number | null;
  orderKey: number;
  version: number;
  answerList: FillAnswerOption[];
  answers: SavedAnswer[];
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
/**
 * A question group instance (the specification's filled question list) with its questions.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "GroupInstance".
 */
export interface GroupInstance {
  id: Id;
  questionListDicId: Id;
  questionListName: string;
  /**
   * The instance's own name (named groups, pattern-named instances).
   */
  name?: string | null;
  qlNumber: -1 | 0 | 1 | 2;
  isActive: boolean;
  filledSubformId: Id;
  orderKey: number;
  questionList: FillQuestion[];
}
/**
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FormListItem".
 */
export interface FormListItem {
  id: Id;
  formDicId: Id;
  formName: string;
  /**
   * true = submitted, false = in edition.
   */
  status: boolean;
  isActive: boolean;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FilledSubformItem".
 */
export interface FilledSubformItem {
  id: Id;
  subFormDicId: Id;
  name: string;
  code: string;
  [k: string]: unknown;
}
