/* Generated from schemas/api/export.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;
/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam1 = string;
/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam2 = string;
/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam3 = string;

/**
 * GET /secured/synchronization/export: which answers to export and in which file format. Either units (farmId), or a unit type with forms (farmTypeId and formId); docs/decisions.md (Issue 17) has every rule.
 */
export interface ExportApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ExportApi`'s JSON-Schema
 * via the `definition` "ExportQuery".
 */
export interface ExportQuery {
  localeDicId: IdParam;
  /**
   * Unit ids, comma-separated (at most 1,000). Excludes farmTypeId, countryId and regionId.
   */
  farmId?: string;
  farmTypeId?: IdParam1;
  countryId?: IdParam2;
  regionId?: IdParam3;
  /**
   * Form ids (the form dictionary's), comma-separated; without it, with units, every form of their questionnaires.
   */
  formId?: string;
  /**
   * The first day (UTC) of the questionnaires' creation dates; not after dateTo, not in the future.
   */
  dateFrom?: string;
  /**
   * The last day (UTC) of the questionnaires' creation dates; not in the future.
   */
  dateTo?: string;
  /**
   * xlsx (the default): one workbook, a sheet per form; csv: a zip holding one CSV per form.
   */
  format?: 'xlsx' | 'csv';
  /**
   * true: the download is a zip holding the spreadsheet (the workbook, or the CSV files) and photos/<file name> for every photo the exported answers name (issue 24).
   */
  photos?: 'true' | 'false';
}
