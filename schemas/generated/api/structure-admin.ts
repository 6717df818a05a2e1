/* Generated from schemas/api/structure-admin.schema.json by `npm run gen:types`. Do not edit. */

/**
 * Empty, or a non-negative whole number without leading zeros.
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "NonNegativeWhole".
 */
export type NonNegativeWhole = number | string | null;
export type Id = number;
export type LocaleId = number;
/**
 * Export column name: 1 to 10 letters, digits, dots or underscores.
 */
export type ShortName = string;
/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;

/**
 * Payloads of the administrators' structure calls: subform, question group, question and answer option dictionaries, and questionnaire types.
 */
export interface StructureAdminApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "SubformEntry".
 */
export interface SubformEntry {
  id?: number | null;
  subformName?: string;
  formDicId: Id;
  code: string;
  /**
   * Unit type; -1 or null means all.
   */
  farmTypeId?: number | null;
  text: TranslatedText;
}
/**
 * A text with its id and all its translations, as the administration calls exchange it.
 */
export interface TranslatedText {
  id?: number | null;
  translations: TranslationEntry[];
}
export interface TranslationEntry {
  localeDicId: LocaleId;
  text: string;
}
/**
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionGroupEntry".
 */
export interface QuestionGroupEntry {
  id?: number | null;
  orderKey?: number | null;
  subFormDicId: Id;
  qlNumber: -1 | 0 | 1 | 2;
  /**
   * Unit type; -1 means all.
   */
  farmTypeId: number;
  text?: TranslatedText;
}
/**
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionEntry".
 */
export interface QuestionEntry {
  id?: number | null;
  questionListDicId: Id;
  answerTypeDicId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 16 | 17;
  text: TranslatedText;
  questionGroup?: TranslatedText | null;
  questionTip?: TranslatedText | null;
  min?: NonNegativeWhole;
  max?: NonNegativeWhole;
  maxAnswerQuestionId?: number | null;
  /**
   * The question whose answers a question of a kind reading options from another question offers as its options (answer type 13); null for every other kind.
   */
  optionsFromQuestionId?: number | null;
  isActive?: boolean;
  shortName: ShortName;
  questionOrderKey: number;
  category?: string | null;
}
/**
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "AnswerOptionEntry".
 */
export interface AnswerOptionEntry {
  questionId: Id;
  id?: number | null;
  text: TranslatedText;
  min?: NonNegativeWhole;
  max?: NonNegativeWhole;
  skipQuestions?: NonNegativeWhole;
  skipQuestionsOffset?: NonNegativeWhole;
  shortName?: string | null;
  maxAnswerQuestionId?: number | null;
  isActive?: boolean;
  /**
   * The option takes a number beside it (answer types 5 and 7); defaults to true for those types, false otherwise.
   */
  hasInput?: boolean;
}
/**
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionnaireTypeRename".
 */
export interface QuestionnaireTypeRename {
  name: string;
}
/**
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "SwapOrderQuery".
 */
export interface SwapOrderQuery {
  firstId: IdParam;
  secondId: IdParam;
}
/**
 * POST /secured/questinnaire/dic: a new questionnaire type (structure) by name, in every language.
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionnaireTypeEntry".
 */
export interface QuestionnaireTypeEntry {
  name: string;
}
/**
 * POST /secured/questinnaire/updateName/{textId}
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "TextIdParams".
 */
export interface TextIdParams {
  textId: IdParam;
}
/**
 * PUT /secured/form/{formTypeId}/setIsActive/{value}
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "FormActiveParams".
 */
export interface FormActiveParams {
  formTypeId: IdParam;
  value: 'true' | 'false';
}
/**
 * POST and PUT /secured/form/dic: a form of a questionnaire type (not in the specification; see docs/decisions.md).
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "FormEntry".
 */
export interface FormEntry {
  id?: number | null;
  questionnaireDicId: Id;
  text: TranslatedText;
  hasReport?: boolean;
}
/**
 * PUT /secured/questinnaire/dic/setIsActive
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionnaireTypeActiveQuery".
 */
export interface QuestionnaireTypeActiveQuery {
  questionnaireDicId: IdParam;
  isActive: 'true' | 'false';
}
/**
 * PUT /secured/questinnaire/subform/dic/setIsActive
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "SubformActiveQuery".
 */
export interface SubformActiveQuery {
  subFormDicId: IdParam;
  isActive: 'true' | 'false';
}
/**
 * PUT /secured/questionlist/dic/setIsActive
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionGroupActiveQuery".
 */
export interface QuestionGroupActiveQuery {
  questionGroupDicId: IdParam;
  isActive: 'true' | 'false';
}
/**
 * PUT /secured/question/dic/setIsActive
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionActiveQuery".
 */
export interface QuestionActiveQuery {
  questionListDicId: IdParam;
  questionId: IdParam;
  isActive: 'true' | 'false';
}
/**
 * PUT /secured/question/answer/dic/setIsActive
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "AnswerOptionActiveQuery".
 */
export interface AnswerOptionActiveQuery {
  answerDicId: IdParam;
  isActive: 'true' | 'false';
}
/**
 * GET /secured/questinnaire/subform/dic/list
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "SubformDicListQuery".
 */
export interface SubformDicListQuery {
  localeDicId?: IdParam;
  formDicId: IdParam;
}
/**
 * GET /secured/questionlist/group/dic/list
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionGroupDicListQuery".
 */
export interface QuestionGroupDicListQuery {
  localeDicId?: IdParam;
  subFormDicId: IdParam;
}
/**
 * GET /secured/question/dic/list/group
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionDicListQuery".
 */
export interface QuestionDicListQuery {
  localeDicId?: IdParam;
  questionListDicId: IdParam;
}
/**
 * GET /secured/question/answer/dic/list
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "AnswerOptionDicListQuery".
 */
export interface AnswerOptionDicListQuery {
  localeDicId?: IdParam;
  questionDicId: IdParam;
}
/**
 * PUT /secured/question/answer/dic
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "AnswerOptionUpdateQuery".
 */
export interface AnswerOptionUpdateQuery {
  answerDicId: IdParam;
}
/**
 * GET of one structure item: the locale of its name.
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "StructureLocaleQuery".
 */
export interface StructureLocaleQuery {
  localeDicId?: IdParam;
}
/**
 * A form of the structure editor (POST/PUT /secured/form/dic reply).
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "FormDicItem".
 */
export interface FormDicItem {
  id: Id;
  questionnaireDicId: Id;
  name: string;
  text: TranslatedText;
  isActive: boolean;
  hasReport: boolean;
  orderKey: number;
  /**
   * Answers exist for this item: it can be deactivated, never deleted.
   */
  hasAnswers: boolean;
}
/**
 * A subform of the dictionary, as the structure editor reads it.
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "SubformDicItem".
 */
export interface SubformDicItem {
  id: Id;
  formDicId: Id;
  /**
   * The name in the requested locale (English when missing).
   */
  subformName: string;
  code: string;
  /**
   * Unit type; -1 means all.
   */
  farmTypeId: number;
  isActive: boolean;
  orderKey: number;
  text: TranslatedText;
  /**
   * Answers exist for this item: it can be deactivated, never deleted.
   */
  hasAnswers: boolean;
}
/**
 * A question group of the dictionary, as the structure editor reads it.
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionGroupDicItem".
 */
export interface QuestionGroupDicItem {
  id: Id;
  subFormDicId: Id;
  qlNumber: -1 | 0 | 1 | 2;
  /**
   * Unit type; -1 means all.
   */
  farmTypeId: number;
  name: string;
  isActive: boolean;
  orderKey: number;
  text: TranslatedText;
  /**
   * Answers exist for this item: it can be deactivated, never deleted.
   */
  hasAnswers: boolean;
}
/**
 * A question of the dictionary; text, group heading and tip carry all their translations.
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionDicItem".
 */
export interface QuestionDicItem {
  id: Id;
  questionListDicId: Id;
  answerTypeDicId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 16 | 17;
  /**
   * The question text in the requested locale (English when missing).
   */
  name: string;
  text: TranslatedText;
  questionGroup: TranslatedText | null;
  questionTip: TranslatedText | null;
  min: number | null;
  max: number | null;
  maxAnswerQuestionId: number | null;
  /**
   * The question whose answers a question of a kind reading options from another question offers as its options (answer type 13); null for every other kind.
   */
  optionsFromQuestionId: number | null;
  isActive: boolean;
  shortName: string;
  questionOrderKey: number;
  category: string | null;
  optionCount: number;
  /**
   * Answers exist for this item: it can be deactivated, never deleted.
   */
  hasAnswers: boolean;
}
/**
 * An answer option of the dictionary.
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "AnswerOptionDicItem".
 */
export interface AnswerOptionDicItem {
  id: Id;
  questionId: Id;
  answerTypeDicId: number;
  name: string;
  text: TranslatedText;
  isActive: boolean;
  hasInput: boolean;
  min: number | null;
  max: number | null;
  maxAnswerQuestionId: number | null;
  skipQuestions: number;
  skipQuestionsOffset: number;
  shortName: string | null;
  orderKey: number;
  /**
   * Answers exist for this item: it can be deactivated, never deleted.
   */
  hasAnswers: boolean;
}
