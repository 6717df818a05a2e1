import type { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '@engine/export/neutralise-formula';
import type { SheetCell } from './export-batch-rows';
import type { ExportFileWriter } from './export-file-writer';
import type { ExportZip } from './export-zip';
import { streamDrained } from './stream-drained';

/** A cell as CSV text: dates `YYYY-MM-DD`, instants ISO 8601 in UTC, `true`/`false`, numbers with a dot. */
function csvCell(cell: SheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return `${cell.toISOString().slice(0, 19)}Z`;
  const value = neutraliseFormula(cell);
  if (value === null) return '';
  if (typeof value === 'object') return value.date;
  return typeof value === 'string' ? value : String(value);
}

/** One CSV file of the zip: its stream and the rows not yet turned into text. */
interface CsvSheet {
  stream: PassThrough;
  rows: string[][];
  started: boolean;
}

/**
 * A CSV export: one UTF-8 CSV per sheet named `<sheet>.csv` in `zip` (export-zip.ts), each with a byte
 * order mark, a header row, comma separators, CRLF line ends and RFC 4180 quoting (csv-stringify). A
 * batch's rows go into the zip as one piece of text (row by row, the compressor spent more time on its
 * calls than on compressing). The zip is the caller's to end (photos may follow the sheets) or abandon.
 */
export function csvExportWriter(zip: ExportZip): ExportFileWriter {
  let sheet: CsvSheet | undefined;

  function openSheet(): CsvSheet {
    if (!sheet) throw new Error('A row outside a sheet');
    return sheet;
  }

  /** Writes the rows gathered so far as CSV text (the first piece with the byte order mark). */
  function flush(open: CsvSheet): void {
    if (open.rows.length === 0) return;
    open.stream.write(stringify(open.rows, { bom: !open.started, record_delimiter: '\r\n' }));
    open.started = true;
    open.rows = [];
  }

  return {
    startSheet(name, headers) {
      sheet = { stream: zip.entry(`${name}.csv`), rows: [headers.map(csvCell)], started: false };
    },
    addRow(cells) {
      openSheet().rows.push(cells.map(csvCell));
    },
    async ready(signal) {
      if (!sheet) return;
      flush(sheet);
      // The text waits in the sheet's stream until the zip has read and compressed it.
      await streamDrained(sheet.stream, signal);
    },
    async endSheet() {
      const open = openSheet();
      flush(open);
      open.stream.end();
      sheet = undefined;
    },
    // Every sheet is ended: what is left to write is the zip's end.
    async finish() {},
    abandon() {
      sheet = undefined;
    },
  };
}
