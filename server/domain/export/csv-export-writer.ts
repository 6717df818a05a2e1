import type { Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { stringify, type Stringifier } from 'csv-stringify';
import { neutraliseFormula } from '@engine/export/neutralise-formula';
import type { SheetCell } from './export-batch-rows';
import type { ExportFileWriter } from './export-file-writer';
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

/**
 * A CSV export: a zip (archiver) piped into `output`, holding one UTF-8 CSV per sheet named
 * `<sheet>.csv`, each with a byte order mark, a header row, comma separators, CRLF line ends and
 * RFC 4180 quoting (csv-stringify). Rows stream through the zip as they are added.
 */
export function csvExportWriter(output: Writable): ExportFileWriter {
  const archive = new ZipArchive({ zlib: { level: 1 } });
  archive.pipe(output);
  let sheet: Stringifier | undefined;

  function openSheet(): Stringifier {
    if (!sheet) throw new Error('A row outside a sheet');
    return sheet;
  }

  return {
    startSheet(name, headers) {
      const next = stringify({ bom: true, record_delimiter: '\r\n' });
      archive.append(next, { name: `${name}.csv` });
      next.write(headers.map(csvCell));
      sheet = next;
    },
    addRow(cells) {
      openSheet().write(cells.map(csvCell));
    },
    async ready(signal) {
      // The CSV text waits in the sheet's stream until the zip has read and compressed it.
      if (sheet) await streamDrained(sheet, signal);
    },
    async endSheet() {
      openSheet().end();
      sheet = undefined;
    },
    async finish() {
      const written = new Promise<void>((resolve, reject) => {
        output.once('finish', resolve);
        output.once('error', reject);
        archive.once('error', reject);
      });
      await archive.finalize();
      await written;
    },
    abandon() {
      sheet = undefined;
      // Detached first, so that aborting the zip does not end the output as if the file were whole.
      archive.unpipe(output);
      archive.abort();
    },
  };
}
