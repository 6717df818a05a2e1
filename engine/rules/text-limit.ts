/** Long text default limit (DESIGN.md); a question's own max, when set, replaces it. */
export const DEFAULT_TEXT_LIMIT = 1000;

/** The number of characters a long-text answer may have. */
export function textLimit(questionMax: number | null | undefined): number {
  return typeof questionMax === 'number' && questionMax > 0 ? questionMax : DEFAULT_TEXT_LIMIT;
}
