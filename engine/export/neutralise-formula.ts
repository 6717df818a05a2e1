import type { ExportValue } from './export-types';

// OWASP "CSV Injection": these first characters make a spreadsheet program read a cell as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet program cannot run as a formula (OWASP "CSV injection"): a text beginning with
 * `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe. Numbers, booleans and dates stay
 * as they are, so a real negative number stays a number.
 */
export function neutraliseFormula(value: ExportValue): ExportValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
