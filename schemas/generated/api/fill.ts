/* Generated from schemas/api/fill.schema.json by `npm run gen:types`. Do not edit. */

export type Id = number;
/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;
/**
 * Text id of the questionnaire type's name (the rename call updates it).
 */
export type Id1 = number;
/**
 * GET /secured/questinnaire/checkRecommendedAnswers/{questionnaireId}: 1 when every question recommended for the form is complete; else the instances whose recommended questions are all complete (filledFormList) and those still missing some (missingFormList).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "RecommendedCheckReply".
 */
export type RecommendedCheckReply =
  | 1
  | {
      filledFormList: FilledFormTree[];
      missingFormList: FilledFormTree[];
    };

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
 * POST /secured/question/save: the question object as the fill screen holds it (fields beyond these are ignored). version is the filled question's version the client last read: the save is applied only while it is still the stored one.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "QuestionSaveBody".
 */
export interface QuestionSaveBody {
  id: Id;
  questionId?: Id;
  filledQuestionListId: Id;
  answerTypeDicId?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 16 | 17;
  version: number;
  /**
   * @maxItems 200
   */
  answers: SavedAnswer[];
  /**
   * The device's own id for this save (a UUID, new for every save, kept while the save waits to sync): the same id sent again is answered with the question as stored and changes nothing.
   */
  operationId?: string;
  [k: string]: unknown;
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
 * POST /secured/question/restore/:id: which removal of the filled question's answers to restore (a revisionId from question/restorable), and the filled question's version the client last read (a stale one is refused with 409).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "RestoreBody".
 */
export interface RestoreBody {
  revisionId: Id;
  version: number;
}
/**
 * GET /secured/question/restorable/:id: the answers skip logic or the delete call removed from a filled question that holds none now, when that removal is its latest change (an empty list otherwise).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "RestorableAnswer".
 */
export interface RestorableAnswer {
  revisionId: Id;
  reason: 'skipped' | 'deleted';
  answers: SavedAnswer[];
  changedAt: string;
}
/**
 * Reply of question/save and question/delete: the filled question as stored now, with its new version and the time of saving (null when it was never saved).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "SavedFillQuestion".
 */
export interface SavedFillQuestion {
  id: Id;
  questionId: Id;
  filledQuestionListId: Id;
  answerTypeDicId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 16 | 17;
  version: number;
  /**
   * When the question was last saved (ISO 8601).
   */
  date: string | null;
  answers: SavedAnswer[];
}
/**
 * PUT /secured/questionlist/filledQuestionList/{id}/name: the new name of an instance of a named group (qlNumber 2).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "GroupInstanceName".
 */
export interface GroupInstanceName {
  name: string;
}
/**
 * Reply of PUT /secured/questinnaire/form/{filledFormId}/submit: the filled form, now submitted.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "SubmittedForm".
 */
export interface SubmittedForm {
  id: Id;
  formDicId: Id;
  status: true;
  /**
   * ISO 8601.
   */
  submittedAt: string;
}
/**
 * Reply of saveFilledQuestionListConfig: the instances added (ids) and removed (ids), with every instance of a removed optional group.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "OptionalGroupChange".
 */
export interface OptionalGroupChange {
  added: Id[];
  deleted: Id[];
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
 * An answer option of a question as the fill screen receives it, in one language. Empty optional fields are left out (read as null); the export name (shortName) is not sent, since no screen reading this reply shows it.
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
 * One question of a group instance: id is the filled question's id, questionId the question's dictionary id. Empty optional fields (and empty fields of its saved answers) are left out; a missing field reads as null.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FillQuestion".
 */
export interface FillQuestion {
  id: Id;
  questionId: Id;
  filledQuestionListId?: Id;
  answerTypeDicId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 16 | 17;
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
  /**
   * Unit type ids the group applies to; empty means every unit type.
   */
  farmType?: Id[];
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
  /**
   * The form's name in the requested language (the specification's second name field).
   */
  formText?: string;
  questionnaireDicId?: Id;
  questionnaireTextId?: Id1;
  /**
   * The questionnaire type's name in the requested language (the fill screen's title).
   */
  questionnaireName?: string;
  /**
   * The caller may save answers and change groups in this form now: the rule the writes enforce (a farmer or expert working on the unit, the questionnaire not accepted, the form not submitted). Absent from a backend that does not say (proxy mode): the fill screen then goes by how it was opened.
   */
  answersWritable?: boolean;
  /**
   * The form has indicators, so a report can be generated for it.
   */
  hasReport?: boolean;
  orderKey?: number;
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
  /**
   * The subform's name in the requested language (the specification's second name field).
   */
  subformText?: string;
  isActive?: boolean;
  /**
   * Unit type ids the subform applies to; empty means every unit type.
   */
  farmType?: Id[];
  orderKey?: number;
  /**
   * Active group instances complete by the engine's rules (skipped questions count as complete).
   */
  completedGroups?: number;
  totalGroups?: number;
  /**
   * Every group complete; a subform without groups is not.
   */
  complete?: boolean;
  /**
   * The specification's subform status: each active group instance with whether each of its questions is complete.
   */
  questionGroupList?: SubformGroupStatus[];
  [k: string]: unknown;
}
/**
 * One group instance of the subform status: its progress and whether each question is complete.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "SubformGroupStatus".
 */
export interface SubformGroupStatus {
  id: Id;
  questionListDicId: Id;
  qlNumber: -1 | 0 | 1 | 2;
  answered: number;
  total: number;
  complete: boolean;
  questionList: {
    id: Id;
    questionId: Id;
    isComplete: boolean;
  }[];
}
/**
 * GET /secured/form/list and /list/active: the form dictionary, optionally of one questionnaire type.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FormDictionaryQuery".
 */
export interface FormDictionaryQuery {
  localeDicId?: IdParam;
  questionnaireDicId?: IdParam;
}
/**
 * A form of the dictionary: id is the form's dictionary id (formDicId).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FormDictionaryItem".
 */
export interface FormDictionaryItem {
  id: Id;
  name: string;
  questionnaireDicId: Id;
  isActive: boolean;
  hasReport: boolean;
  orderKey: number;
}
/**
 * GET /secured/questionlist/optional/{filledSubformId}: an optional group of the subform; id is the group's dictionary id.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "OptionalGroupItem".
 */
export interface OptionalGroupItem {
  id: Id;
  text: string;
  groupText: string | null;
  added: boolean;
  /**
   * The first instance, when added (what removing it deletes).
   */
  filledQuestionListId: number | null;
}
/**
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "AnswerByQuestionQuery".
 */
export interface AnswerByQuestionQuery {
  questionDicId: IdParam;
}
/**
 * GET /secured/question/answerByQuestionDicId/{questionnaireId}: the saved answers of a question in the questionnaire (its first instance), for the engine's externalAnswers.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "QuestionAnswers".
 */
export interface QuestionAnswers {
  questionId: Id;
  /**
   * null when the questionnaire holds no instance of the question.
   */
  filledQuestionId: number | null;
  answers: SavedAnswer[];
}
/**
 * questionDicId: only the answers of this source question (a type-13 question's optionsFromQuestionId).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "AnswersAsOptionsQuery".
 */
export interface AnswersAsOptionsQuery {
  questionDicId?: IdParam;
}
/**
 * GET /secured/question/answers-from-tab7c/{questionnaireId}: an answer offered as an option by type-13 questions. id is the source's filled question id (stable across saves; a type-13 answer stores it in answer), questionId the source question's dictionary id (the key of the engine's answersAsOptions).
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "AnswerAsOptionItem".
 */
export interface AnswerAsOptionItem {
  id: Id;
  answer: string;
  questionId: Id;
}
/**
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "RecommendedCheckQuery".
 */
export interface RecommendedCheckQuery {
  formDicId: IdParam;
  localeDicId?: IdParam;
}
/**
 * Forms, subforms and group instances holding questions recommended for a form's report.
 *
 * This interface was referenced by `FillApi`'s JSON-Schema
 * via the `definition` "FilledFormTree".
 */
export interface FilledFormTree {
  id: Id;
  formDicId: Id;
  formName: string;
  filledSubForms: {
    id: Id;
    subFormDicId: Id;
    subformName: string;
    questionListList: {
      id: Id;
      questionListDicId: Id;
      questionListName: string;
      name: string | null;
    }[];
  }[];
}
