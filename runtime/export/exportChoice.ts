/** The file formats of the export: a workbook (the default), or a zip of CSV files. */
export type ExportFormat = 'xlsx' | 'csv';

/**
 * What the export form has chosen. Units exclude a unit type (with its institution type and
 * institution); null means "not chosen"; days are `YYYY-MM-DD` or empty.
 */
export interface ExportChoice {
  unitIds: readonly number[];
  unitTypeId: number | null;
  institutionTypeId: number | null;
  institutionId: number | null;
  /** Form dictionary ids. */
  formIds: readonly number[];
  dateFrom: string;
  dateTo: string;
  format: ExportFormat;
  /** Whether the photos come too: the download is then a zip with the spreadsheet and the photos. */
  photos: boolean;
}

/** The form as it opens: nothing chosen, a workbook without photos. */
export const EMPTY_EXPORT_CHOICE: ExportChoice = {
  unitIds: [],
  unitTypeId: null,
  institutionTypeId: null,
  institutionId: null,
  formIds: [],
  dateFrom: '',
  dateTo: '',
  format: 'xlsx',
  photos: false,
};
