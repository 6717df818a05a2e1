import type { RuleMessage } from '../messages';

export type Parsed = { ok: true; value: number } | { ok: false; message: RuleMessage };

/**
 * A decimal as the user types it, with a comma: "12,5" → 12.5. A dot is refused with ONLY_COMMA
 * (the separator is the comma in every language here), anything else with VALUE_SHOULD_BE_NUMBER.
 */
export function parseDecimal(text: string): Parsed {
  const typed = text.trim();
  if (/^-?\d+(,\d+)?$/.test(typed)) return { ok: true, value: Number(typed.replace(',', '.')) };
  if (/^-?\d+\.\d+$/.test(typed)) return { ok: false, message: { key: 'ONLY_COMMA' } };
  return { ok: false, message: { key: 'VALUE_SHOULD_BE_NUMBER' } };
}
