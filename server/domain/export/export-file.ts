import type { ExportFormat } from './export-request';

/** What the reply says about the file: its name, type and `Content-Disposition`. */
export interface ExportFile {
  name: string;
  contentType: string;
  contentDisposition: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'application/zip',
};

const EXTENSIONS: Record<ExportFormat, string> = { xlsx: 'xlsx', csv: 'zip' };

/**
 * The export's file: `export_<yyyy-mm-dd>.xlsx` (or `.zip` for CSV), the day of `now` in UTC, named in
 * `Content-Disposition` both as `filename=` (ASCII) and `filename*=UTF-8''…` (RFC 6266).
 */
export function exportFile(format: ExportFormat, now: Date): ExportFile {
  const name = `export_${now.toISOString().slice(0, 10)}.${EXTENSIONS[format]}`;
  return {
    name,
    contentType: CONTENT_TYPES[format],
    contentDisposition: `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  };
}
