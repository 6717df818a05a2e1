import type { SheetCell } from './export-batch-rows';

/**
 * Writes an export file sheet by sheet into an output stream: a workbook (xlsx-export-writer.ts) or a
 * zip of CSV files (csv-export-writer.ts). One sheet is open at a time and written whole, so the
 * streaming writers keep nothing but the current rows in memory.
 */
export interface ExportFileWriter {
  /** Starts the next sheet with its header row. */
  startSheet(name: string, headers: readonly string[]): void;
  /** Writes a row of the open sheet; its text cells are neutralised against formulas. */
  addRow(cells: readonly SheetCell[]): void;
  /** Resolves once the rows written so far have moved on (compression keeps up), or `signal` fires. */
  ready(signal?: AbortSignal): Promise<void>;
  /** Ends the open sheet. */
  endSheet(): Promise<void>;
  /** Ends the file: everything is written to the output once it resolves. */
  finish(): Promise<void>;
  /** Stops without ending the file (the client went away): the output gets nothing more. */
  abandon(): void;
}
