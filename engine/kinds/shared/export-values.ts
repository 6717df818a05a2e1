import type { StructureQuestion } from '@schemas/generated/structure';
import type { ExportAnswer, ExportValue } from '../../export/export-types';

/** Several codes or texts in one cell are joined by this (docs/decisions.md, Issue 17). */
export const EXPORT_LIST_SEPARATOR = '; ';

const PLAIN_NUMBER = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A stored number answer as a number cell when the number is exactly the stored digits; a text cell
 * otherwise (more digits than a double holds), so the export never changes what was typed.
 */
export function exactNumber(stored: string | null | undefined): ExportValue {
  const text = stored?.trim();
  if (!text) return null;
  const parts = PLAIN_NUMBER.exec(text);
  if (!parts) return text;
  const value = Number(text);
  const [, sign = '', whole = '', decimals = ''] = parts;
  const digits = `${sign}${whole.replace(/^0+(?=\d)/, '')}${decimals.replace(/0+$/, '') ? `.${decimals.replace(/0+$/, '')}` : ''}`;
  const exact = digits === '-0' ? '0' : digits;
  return Number.isFinite(value) && numberText(value) === exact ? value : text;
}

/** A number as plain digits (no exponent), the way the stored answers write them. */
function numberText(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

/** An option's export code: its short name, else its key. */
export function optionCode(question: StructureQuestion, optionKey: string): string {
  const option = question.options.find((candidate) => candidate.key === optionKey);
  return option?.shortName ?? optionKey;
}

/** The codes of the chosen options, in the order saved, in one cell (null when none is chosen). */
export function chosenCodes(question: StructureQuestion, answers: readonly ExportAnswer[]): ExportValue {
  const codes = answers.flatMap((answer) =>
    answer.optionKey ? [optionCode(question, answer.optionKey)] : [],
  );
  return codes.length === 0 ? null : codes.join(EXPORT_LIST_SEPARATOR);
}

/** The code of the one chosen option (null when none is chosen). */
export function chosenCode(question: StructureQuestion, [first]: readonly ExportAnswer[]): ExportValue {
  return first?.optionKey ? optionCode(question, first.optionKey) : null;
}

/** The option's place among the question's options, 1 for the first (null when none is chosen). */
export function chosenPlace(question: StructureQuestion, [first]: readonly ExportAnswer[]): ExportValue {
  const place = question.options.findIndex((option) => option.key === first?.optionKey);
  return place < 0 ? null : place + 1;
}
