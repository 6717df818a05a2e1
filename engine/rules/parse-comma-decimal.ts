import type { Parsed } from './parsed';

/**
 * A coordinate as the map's fields take it (WGS-84 and UTM), with a decimal comma: "52,25" → 52.25.
 * A point is refused with ONLY_COMMA, anything else with VALUE_SHOULD_BE_NUMBER. Coordinates have
 * no thousands, so "52,123" is never ambiguous here (unlike the answers of number questions, see
 * parseTypedNumber).
 */
export function parseCommaDecimal(text: string): Parsed {
  const typed = text.trim();
  if (/^-?\d+(,\d+)?$/.test(typed)) return { ok: true, value: Number(typed.replace(',', '.')) };
  if (/^-?\d+\.\d+$/.test(typed)) return { ok: false, message: { key: 'ONLY_COMMA' } };
  return { ok: false, message: { key: 'VALUE_SHOULD_BE_NUMBER' } };
}
