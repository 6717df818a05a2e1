import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from '@engine/export/neutralise-formula';
import type { SheetCell } from './export-batch-rows';
import type { ExportFileWriter } from './export-file-writer';
import { isDrainableStream, streamDrained } from './stream-drained';

/**
 * The cells' styles, one shared object each: exceljs resolves a style object once and remembers it by
 * identity, where a style object of each cell's own is rebuilt as XML for every cell.
 */
const PLAIN: Partial<ExcelJS.Style> = {};
const DAY: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd' };
const INSTANT: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm:ss' };
const MIN_WIDTH = 10;
const MAX_WIDTH = 40;

type XlsxValue = string | number | boolean | Date | null;

/** The zip stream inside exceljs's WorkbookWriter (its `zip`, an archiver instance, not in its types). */
interface InnerZip {
  unpipe(destination: Writable): unknown;
  abort(): unknown;
}

function isInnerZip(value: unknown): value is InnerZip {
  return (
    typeof value === 'object' &&
    value !== null &&
    'unpipe' in value &&
    typeof value.unpipe === 'function' &&
    'abort' in value &&
    typeof value.abort === 'function'
  );
}

/** A cell's value and style: a day at UTC midnight, an instant in UTC, a neutralised text. */
function xlsxCell(cell: SheetCell): { value: XlsxValue; style: Partial<ExcelJS.Style> } {
  if (cell instanceof Date) return { value: cell, style: INSTANT };
  if (cell !== null && typeof cell === 'object') {
    const [year, month, day] = cell.date.split('-').map(Number);
    return { value: new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)), style: DAY };
  }
  const value = neutraliseFormula(cell);
  if (value === '') return { value: null, style: PLAIN };
  return { value: value !== null && typeof value === 'object' ? value.date : value, style: PLAIN };
}

/**
 * Where a worksheet's XML goes once committed: exceljs's sheet stream (its `stream`, not in its types)
 * pipes it into the zip's compressor; those are the buffers that fill when compression falls behind.
 */
function sheetDestinations(sheet: ExcelJS.Worksheet): unknown[] {
  const stream: unknown = Reflect.get(sheet, 'stream');
  const pipes: unknown = typeof stream === 'object' && stream !== null ? Reflect.get(stream, 'pipes') : [];
  return Array.isArray(pipes) ? pipes : [];
}

/**
 * An XLSX export written with exceljs's streaming WorkbookWriter straight into `output`: each row is
 * committed as it is added and each sheet when it ends, so only the open row is held. The header row
 * is bold and frozen (ySplit 1) and carries an auto filter over its columns; numbers, booleans and
 * dates are typed cells.
 */
export function xlsxExportWriter(output: Writable): ExportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  let sheet: ExcelJS.Worksheet | undefined;

  function openSheet(): ExcelJS.Worksheet {
    if (!sheet) throw new Error('A row outside a sheet');
    return sheet;
  }

  return {
    startSheet(name, headers) {
      const next = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
      next.columns = headers.map((header) => ({
        width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, header.length + 2)),
      }));
      next.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, headers.length) } };
      const header = next.addRow(headers.map((text) => xlsxCell(text).value));
      header.font = { bold: true };
      header.commit();
      sheet = next;
    },
    addRow(cells) {
      const converted = cells.map(xlsxCell);
      // An empty cell is left out (undefined), not made a cell of its own: most answer columns of a
      // row are empty, and each cell object costs exceljs an address check and a style.
      const row = openSheet().addRow(converted.map((cell) => cell.value ?? undefined));
      converted.forEach((cell, index) => {
        if (cell.value !== null) row.getCell(index + 1).style = cell.style;
      });
      row.commit();
    },
    async ready(signal) {
      for (const destination of sheet ? sheetDestinations(sheet) : []) {
        if (isDrainableStream(destination)) await streamDrained(destination, signal);
      }
    },
    async endSheet() {
      openSheet().commit();
      sheet = undefined;
    },
    async finish() {
      await workbook.commit();
    },
    abandon() {
      sheet = undefined;
      // Detached first, so that aborting the zip does not end the output as if the file were whole.
      const zip: unknown = Reflect.get(workbook, 'zip');
      if (isInnerZip(zip)) {
        zip.unpipe(output);
        zip.abort();
      }
    },
  };
}
