/* Generated from schemas/structure.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A stable, human-readable identifier inside one structure document.
 */
export type Key = string;
/**
 * Unit types this part applies to; an empty list means all unit types.
 *
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "UnitTypeKeys".
 */
export type UnitTypeKeys = Key[];
/**
 * How a question group repeats: -1 a single unnamed group; 0 numbered instances the user adds and deletes; 1 numbered instances; 2 named instances the user adds, renames and deletes.
 *
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "QlNumber".
 */
export type QlNumber = -1 | 0 | 1 | 2;
/**
 * 1 integer, 2 decimal, 3 long text, 4 single choice, 5 single choice with value, 6 multiple choice, 7 multiple choice with value, 8 yes/no, 9 date, 10 rating 1-5, 11 map point, 12 map grid square, 13 multiple choice from another question's answers, 16 single choice whose answer survives skipping.
 *
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "AnswerTypeId".
 */
export type AnswerTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 16 | 17;
/**
 * Export column name: 1 to 10 letters, digits, dots or underscores.
 */
export type ShortName = string;
/**
 * A stable, human-readable identifier inside one structure document.
 */
export type Key1 = string;
/**
 * A stable, human-readable identifier inside one structure document.
 */
export type Key2 = string;
/**
 * A stable, human-readable identifier inside one structure document.
 */
export type Key3 = string;

/**
 * A whole questionnaire type as one portable document: forms, subforms, question groups, questions, answer options and indicators, every text in six languages. References inside the document use keys, never database ids, so a document can be exported from one database and imported into another.
 */
export interface QuestionnaireStructure {
  formatVersion: 1;
  key: Key;
  name: Translations;
  /**
   * The 'Long' questionnaire type: offered only to coordinators and experts.
   */
  privilegedOnly: boolean;
  isActive: boolean;
  forms: StructureForm[];
}
/**
 * One text in every interface language.
 */
export interface Translations {
  en: string;
  pl: string;
  de: string;
  fi: string;
  it: string;
  nl: string;
}
/**
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "Form".
 */
export interface StructureForm {
  key: Key;
  name: Translations;
  isActive: boolean;
  /**
   * Whether indicator reports can be generated for this form.
   */
  hasReport: boolean;
  subforms: StructureSubform[];
  indicators: StructureIndicator[];
}
/**
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "Subform".
 */
export interface StructureSubform {
  key: Key;
  code: string;
  name: Translations;
  unitTypeKeys: UnitTypeKeys;
  isActive: boolean;
  groups: StructureQuestionGroup[];
}
/**
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "QuestionGroup".
 */
export interface StructureQuestionGroup {
  key: Key;
  qlNumber: QlNumber;
  name: Translations;
  unitTypeKeys: UnitTypeKeys;
  isActive: boolean;
  /**
   * An optional group is not created with the questionnaire; the user adds it through the optional question group dialog.
   */
  optional: boolean;
  /**
   * Name given to each new instance. Placeholders: {unitNumber} (the unit's code) and {n} (running number), e.g. '{unitNumber}_B{n}'.
   */
  instanceNamePattern?: string;
  questions: StructureQuestion[];
}
/**
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "Question".
 */
export interface StructureQuestion {
  key: Key;
  answerType: AnswerTypeId;
  shortName: ShortName;
  text: Translations;
  groupHeading?: Translations;
  tip?: Translations;
  category?: string;
  min?: number;
  max?: number;
  maxFromQuestionKey?: Key1;
  recommended: boolean;
  /**
   * Forms whose reports need this answer; shown in brackets after the star.
   */
  recommendedFormKeys: Key[];
  isActive: boolean;
  /**
   * Its answer is read by other parts of the questionnaire (options that depend on it), so the client keeps it at hand.
   */
  tracked?: boolean;
  optionsFromQuestionKey?: Key2;
  prefillFromQuestionKey?: Key3;
  options: StructureAnswerOption[];
}
/**
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "AnswerOption".
 */
export interface StructureAnswerOption {
  key: Key;
  text: Translations;
  shortName?: ShortName;
  /**
   * The option carries a numeric value entered by the user (answer types 5 and 7).
   */
  hasInput: boolean;
  min?: number;
  max?: number;
  maxFromQuestionKey?: Key;
  skipQuestions: number;
  skipQuestionsOffset: number;
  isActive: boolean;
  /**
   * The option's contribution to indicators, from 0 (worst) to 1 (best).
   */
  score?: number;
  /**
   * The option is offered only while the given question's answer is one of the given options.
   */
  availableWhen?: {
    questionKey: Key;
    /**
     * @minItems 1
     */
    optionKeys: [Key, ...Key[]];
  };
}
/**
 * A theme, subtheme or indicator of a form's report. Leaves compute from answers; parents are the weighted mean of their children. Values are scaled to 0-100.
 *
 * This interface was referenced by `QuestionnaireStructure`'s JSON-Schema
 * via the `definition` "Indicator".
 */
export interface StructureIndicator {
  key: Key;
  name: Translations;
  weight?: number;
  /**
   * Leaf indicators: the questions whose answers make the value (option scores, or numbers scaled between min and max).
   */
  inputs?: {
    questionKey: Key;
    weight?: number;
    min?: number;
    max?: number;
    higherIsBetter?: boolean;
  }[];
  children?: StructureIndicator[];
}
