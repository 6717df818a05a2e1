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
  answerTypeDicId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 16;
  text: TranslatedText;
  questionGroup?: TranslatedText | null;
  questionTip?: TranslatedText | null;
  min?: NonNegativeWhole;
  max?: NonNegativeWhole;
  maxAnswerQuestionId?: number | null;
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
}
/**
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "QuestionnaireTypeRename".
 */
export interface QuestionnaireTypeRename {
  name: string;
}
/**
 * The setIsActive calls: one id parameter (named per call) and the flag.
 *
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "ActiveFlagQuery".
 */
export interface ActiveFlagQuery {
  subFormDicId?: IdParam;
  questionGroupDicId?: IdParam;
  questionListDicId?: IdParam;
  questionId?: IdParam;
  answerDicId?: IdParam;
  isActive: 'true' | 'false';
}
/**
 * This interface was referenced by `StructureAdminApi`'s JSON-Schema
 * via the `definition` "SwapOrderQuery".
 */
export interface SwapOrderQuery {
  firstId: IdParam;
  secondId: IdParam;
}
