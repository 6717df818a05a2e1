/** A number as the save stores it: an optional minus, digits, a point and decimals. */
const STORED = /^-?\d+(?:\.\d+)?$/;

/**
 * Reads a saved number answer. Saved answers are stored with a point (the save rewrites no digit but
 * the decimal mark), so a comma or anything else here is not a number the indicators can use.
 *
 * @returns the number, or null for an empty or unreadable answer
 */
export function storedNumber(answer: string | null | undefined): number | null {
  const text = answer?.trim();
  if (!text || !STORED.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
