/**
 * Digits in groups of three after a first group of one to three digits, all parted by the same
 * separator (space, no-break space, point, comma or apostrophe), then maybe a decimal part after the
 * other separator: "1 234", "1.234.567", "1,234.5", "1'000".
 */
const GROUPED = /^([+-]?)([1-9]\d{0,2})([ .,'\u2019\u00a0\u202f])(\d{3}(?:\3\d{3})*)(?:([.,])(\d+))?$/;

/**
 * A number written with thousands separators, without them: "1 234,5" → "1234,5", "-1.000.000" →
 * "-1000000". Undefined when the text is not a number in groups of three. The rules show this text
 * to suggest what to type; they never read a grouped number themselves (which separator is the
 * decimal one is a guess).
 */
export function withoutGrouping(text: string): string | undefined {
  const parts = GROUPED.exec(text);
  if (!parts) return undefined;
  const [, sign = '', lead = '', group = '', rest = '', separator, fraction = ''] = parts;
  if (separator === group) return undefined;
  const minus = sign === '-' ? '-' : '';
  const decimals = separator === undefined ? '' : `${separator}${fraction}`;
  return `${minus}${lead}${rest.split(group).join('')}${decimals}`;
}
