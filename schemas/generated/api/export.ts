/* Generated from schemas/api/export.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;

/**
 * GET /secured/synchronization/export: which answers to export. Either units (farmId), or a unit type with a form.
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
  farmId?: string;
  farmTypeId?: IdParam;
  countryId?: IdParam;
  regionId?: IdParam;
  formId?: IdParam;
  dateFrom?: string;
  dateTo?: string;
}
