/** The text a typed answer holds (numbers, long texts, dates are kept as typed). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** An emptied control means "no answer": RJSF gets undefined, so the answer is deleted, not saved as "". */
export function typedOrNothing(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/** A single chosen option id, or nothing. */
export function chosenId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}
