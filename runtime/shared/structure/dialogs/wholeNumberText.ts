/** A whole-number field as typed → what the engine checks: null when empty, else the trimmed text. */
export function typedWhole(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : trimmed;
}

/** A saved number shown in its field. */
export function typedNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
