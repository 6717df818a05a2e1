import type { Parsed } from './parsed';

/**
 * A coordinate as the map's fields take it (WGS-84 and UTM), with a decimal comma or point:
 * "52,25" and "52.25" → 52.25. Coordinates have no thousands separators, so either mark is the
 * decimal one. Anything else is VALUE_SHOULD_BE_NUMBER.
 */
export function parseCoordinate(text: string): Parsed {
  const typed = text.trim();
  if (/^-?\d+([.,]\d+)?$/.test(typed)) return { ok: true, value: Number(typed.replace(',', '.')) };
  return { ok: false, message: { key: 'VALUE_SHOULD_BE_NUMBER' } };
}
