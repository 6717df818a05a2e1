import type { ExportQuery } from '@schemas/generated/api/export';
import type { ExportChoice } from './exportChoice';

/**
 * The query of `GET /secured/synchronization/export` for a choice: lists comma-separated, only what
 * is chosen (units never with a unit type), the locale of the column headers, the format and, when
 * chosen, the photos.
 */
export function exportQuery(choice: ExportChoice, localeId: number): Record<string, string> {
  const query: ExportQuery = { localeDicId: String(localeId) };
  if (choice.unitIds.length > 0) {
    query.farmId = choice.unitIds.join(',');
  } else if (choice.unitTypeId !== null) {
    query.farmTypeId = String(choice.unitTypeId);
    if (choice.institutionTypeId !== null) {
      query.countryId = String(choice.institutionTypeId);
      if (choice.institutionId !== null) query.regionId = String(choice.institutionId);
    }
  }
  if (choice.formIds.length > 0) query.formId = choice.formIds.join(',');
  if (choice.dateFrom !== '') query.dateFrom = choice.dateFrom;
  if (choice.dateTo !== '') query.dateTo = choice.dateTo;
  query.format = choice.format;
  // Only when chosen: without it the download is the spreadsheet alone, as before photos existed.
  if (choice.photos) query.photos = 'true';
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );
}
