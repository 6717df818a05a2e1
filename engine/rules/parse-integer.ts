import type { Parsed } from './parse-decimal';

/** A whole number of digits only (no sign, no separator): "42" → 42. */
export function parseInteger(text: string): Parsed {
  const typed = text.trim();
  if (/^\d{1,15}$/.test(typed)) return { ok: true, value: Number(typed) };
  return { ok: false, message: { key: 'VALUE_SHOULD_BE_INTEGER' } };
}
