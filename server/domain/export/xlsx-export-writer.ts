import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from '@engine/export/neutralise-formula';
import type { SheetCell } from './export-batch-rows';
import type { ExportFileWriter } from './export-file-writer';

const DAY_FORMAT = 'yyyy-mm-dd';
const INSTANT_FORMAT = 'yyyy-mm-dd hh:mm:ss';
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

/** A cell's value and number format: a day at UTC midnight, an instant in UTC, a neutralised text. */
function xlsxCell(cell: SheetCell): { value: XlsxValue; numFmt?: string } {
  if (cell instanceof Date) return { value: cell, numFmt: INSTANT_FORMAT };
  if (cell !== null && typeof cell === 'object') {
    const [year, month, day] = cell.date.split('-').map(Number);
    return { value: new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)), numFmt: DAY_FORMAT };
  }
  const value = neutraliseFormula(cell);
  if (value === '') return { value: null };
  return { value: value !== null && typeof value === 'object' ? value.date : value };
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
      const row = openSheet().addRow(converted.map((cell) => cell.value));
      converted.forEach((cell, index) => {
        if (cell.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
      });
      row.commit();
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
