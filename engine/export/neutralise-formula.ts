import type { ExportValue } from './export-types';

/**
 * A cell a spreadsheet program cannot run as a formula (OWASP "CSV injection"): a text beginning with
 * `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe. Numbers, booleans and dates stay
 * as they are, so a real negative number stays a number.
 */
export function neutraliseFormula(value: ExportValue): ExportValue {
  void value;
  throw new Error('neutraliseFormula: being written (issue 17)');
}
