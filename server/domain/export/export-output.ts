import type { Writable } from 'node:stream';
import type { ExportFile } from './export-file';
import type { ExportFileWriter } from './export-file-writer';
import type { ExportRequest } from './export-request';
import { csvExportWriter } from './csv-export-writer';
import { exportZip, type ExportZip } from './export-zip';
import { streamDrained } from './stream-drained';
import { xlsxWorkerWriter } from './xlsx-worker-writer';

/** Where an export writes: the spreadsheet's writer, and the zip around it when there is one. */
export interface ExportOutput {
  sheets: ExportFileWriter;
  /** The zip the photos go into after the spreadsheet; only when the request asks for them. */
  photos?: ExportZip;
  /** Ends the spreadsheet (its last sheet written), leaving the zip open for the photos. */
  endSheets(): Promise<void>;
  /** Ends the file: everything is written to the output once it resolves. */
  finish(): Promise<void>;
  /** Stops without ending the file (the client went away): the output gets nothing more. */
  abandon(): void;
}

/**
 * A workbook written into a zip's entry: `ready` waits for the entry too, for the worker's bytes go
 * into it without waiting, and the zip takes them only as fast as the output does.
 */
function workbookInZip(zip: ExportZip, name: string): ExportFileWriter {
  const entry = zip.entry(name, { store: true });
  const workbook = xlsxWorkerWriter(entry);
  return {
    ...workbook,
    async ready(signal) {
      await workbook.ready(signal);
      await streamDrained(entry, signal);
    },
  };
}

/**
 * The output of an export (issue 17, and issue 24 for the photos): the XLSX workbook itself; or a zip
 * of the CSV files; or, with the photos, a zip of the workbook (stored, not compressed again) or of
 * the CSV files, which the photos follow.
 */
export function exportOutput(request: ExportRequest, file: ExportFile, output: Writable): ExportOutput {
  if (request.format === 'xlsx' && !request.photos) {
    const sheets = xlsxWorkerWriter(output);
    return {
      sheets,
      endSheets: () => sheets.finish(),
      finish: async () => undefined,
      abandon: () => sheets.abandon(),
    };
  }
  const zip = exportZip(output);
  const sheets = request.format === 'csv' ? csvExportWriter(zip) : workbookInZip(zip, file.workbookName);
  return {
    sheets,
    ...(request.photos ? { photos: zip } : {}),
    endSheets: () => sheets.finish(),
    finish: () => zip.finish(),
    abandon() {
      sheets.abandon();
      zip.abandon();
    },
  };
}
