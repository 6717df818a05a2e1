import type { ExportFormat } from './export-request';

/** What the reply says about the file: its name, type and `Content-Disposition`. */
export interface ExportFile {
  name: string;
  contentType: string;
  contentDisposition: string;
  /** The workbook's name inside the zip, when the photos come with it (`export_<yyyy-mm-dd>.xlsx`). */
  workbookName: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP_TYPE = 'application/zip';

/**
 * The export's file: `export_<yyyy-mm-dd>.xlsx`, or `.zip` for CSV and whenever the photos come with
 * the spreadsheet, the day of `now` in UTC, named in `Content-Disposition` both as `filename=` (ASCII)
 * and `filename*=UTF-8''…` (RFC 6266).
 */
export function exportFile(format: ExportFormat, now: Date, photos = false): ExportFile {
  const base = `export_${now.toISOString().slice(0, 10)}`;
  const zipped = format === 'csv' || photos;
  const name = `${base}.${zipped ? 'zip' : 'xlsx'}`;
  return {
    name,
    contentType: zipped ? ZIP_TYPE : XLSX_TYPE,
    contentDisposition: `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    workbookName: `${base}.xlsx`,
  };
}
