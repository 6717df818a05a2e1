/* Generated from schemas/api/indicator.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;
/**
 * A stable, human-readable identifier inside one structure document.
 */
export type Key = string;

/**
 * Reports (issue 16): a form's indicators computed from a questionnaire's answers and stored as a snapshot, the averages over the snapshots of submitted forms of units of one type, the unit a report is about, and the studio's editing of a form's indicator tree.
 */
export interface IndicatorApi {
  [k: string]: unknown;
}
/**
 * POST /secured/indicator/{questionnaireId}?formDicId: the form whose report is computed.
 *
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "GenerateQuery".
 */
export interface IndicatorGenerateQuery {
  formDicId: IdParam;
  localeDicId?: IdParam;
}
/**
 * GET /secured/indicator/{questionnaireId}?formDicId&localeDicId: the stored report of the form, names in the language.
 *
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "ReadQuery".
 */
export interface IndicatorReadQuery {
  formDicId: IdParam;
  localeDicId?: IdParam;
}
/**
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "AverageParams".
 */
export interface IndicatorAverageParams {
  formDicId: IdParam;
}
/**
 * GET /secured/indicator/average/{formDicId}?farmTypeId&localeDicId: averages over units of this type.
 *
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "AverageQuery".
 */
export interface IndicatorAverageQuery {
  farmTypeId: IdParam;
  localeDicId?: IdParam;
}
/**
 * One theme, subtheme or indicator of a stored report, with its children nested. Field names as the specification's backend sends them.
 *
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "Indicator".
 */
export interface IndicatorResult {
  /**
   * The indicator's id in the structure.
   */
  indicator_dic_id: number;
  /**
   * The indicator's name in the asked language (English when it has none).
   */
  name: string;
  /**
   * The original value: the number answered for an indicator computed from one number question; otherwise the same as scal_value. null when no answer it reads is given.
   */
  value: number | null;
  /**
   * The value scaled to 0-100 (100 best); null when no answer it reads is given.
   */
  scal_value: number | null;
  subIndicators: IndicatorResult[];
}
/**
 * The average of one indicator over the stored reports of submitted forms of units of one type. value and scal_value are null when fewer units than the privacy minimum (REPORT_MIN_AVERAGE_UNITS) have a value, so that no single unit's report can be read from an average.
 *
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "AverageIndicator".
 */
export interface AverageIndicatorResult {
  indicator_dic_id: number;
  name: string;
  value: number | null;
  scal_value: number | null;
  /**
   * How many units' reports have a value for this indicator.
   */
  unitCount: number;
  subIndicators: AverageIndicatorResult[];
}
/**
 * GET /secured/indicator/{questionnaireId}/unit: the unit a questionnaire's reports are about (for the report's title, the PDF and the average by unit type).
 *
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "ReportUnit".
 */
export interface ReportUnit {
  questionnaireId: number;
  unitId: number;
  /**
   * The unit's code (the farm code of the specification's PDF title).
   */
  unitNumber: string;
  unitName: string;
  unitTypeId: number;
  /**
   * In the asked language.
   */
  unitTypeName: string;
}
/**
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "FormIndicatorParams".
 */
export interface FormIndicatorParams {
  typeId: IdParam;
  formKey: Key;
}
/**
 * PUT /secured/structure/type/{typeId}/form/{formKey}/indicators: the form's whole indicator tree, in the structure document's terms (keys, not ids); it replaces the stored tree. Stored reports of the form are kept until generated again.
 *
 * This interface was referenced by `IndicatorApi`'s JSON-Schema
 * via the `definition` "FormIndicatorTree".
 */
export interface FormIndicatorTree {
  indicators: StructureIndicator[];
}
/**
 * A theme, subtheme or indicator of a form's report. Leaves compute from answers; parents are the weighted mean of their children. Values are scaled to 0-100.
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
