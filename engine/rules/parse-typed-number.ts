import type { RuleMessage } from '../messages';
import { MAX_NUMBER_DIGITS, type NumberKind, type TypedNumber } from './typed-number';
import { withoutGrouping } from './without-grouping';

/** A sign, digits, and for decimals one separator, a comma or a point, followed by digits. */
const PLAIN = /^([+-]?)(\d+)(?:([.,])(\d+))?$/;

function refused(message: RuleMessage): TypedNumber {
  return { ok: false, message };
}

/**
 * Reads a number as the user typed it, accepting it exactly as written or refusing it with the rule
 * it breaks; it never turns the text into another number. Spaces around it are ignored.
 *
 * - Accepted: digits with an optional sign (`-5`, `+5`, leading zeros as in `007`) and, for
 *   decimals, one comma or point followed by digits (`12,5`, `12.5`, `0,125`), at most
 *   MAX_NUMBER_DIGITS digits in all (TOO_MANY_DIGITS).
 * - A comma or point followed by exactly three digits after a first group of one to three digits
 *   (`1,234`, `1.234`) reads as a thousand in some languages and as a decimal in others: refused
 *   (AMBIGUOUS_SEPARATOR, suggesting `1234` and `1,2340`; for integers NO_THOUSANDS_SEPARATOR).
 * - Numbers with thousands separators (`1 000`, `1.234,5`) are refused with NO_THOUSANDS_SEPARATOR,
 *   naming the number without them.
 * - Anything else (letters, `1e3`, two decimal separators, a decimal for an integer) is refused with
 *   VALUE_SHOULD_BE_INTEGER or VALUE_SHOULD_BE_NUMBER.
 *
 * The bounds of the question are checked apart (checkBounds), so a negative number is refused only
 * by a minimum.
 *
 * @param text what was typed
 * @param kind `integer` for whole numbers only, `decimal` to allow a decimal part
 * @returns the value and the text to store (`-12.5` for `-12,5`, `5` for `+5`), or the rule broken
 */
export function parseTypedNumber(text: string, kind: NumberKind): TypedNumber {
  const typed = text.trim();
  const notANumber = refused({
    key: kind === 'integer' ? 'VALUE_SHOULD_BE_INTEGER' : 'VALUE_SHOULD_BE_NUMBER',
  });
  const parts = PLAIN.exec(typed);
  if (!parts) {
    const plain = withoutGrouping(typed);
    return plain === undefined ? notANumber : refused({ key: 'NO_THOUSANDS_SEPARATOR', params: { plain } });
  }
  const [, sign = '', whole = '', separator, fraction = ''] = parts;
  const minus = sign === '-' ? '-' : '';
  if (separator !== undefined) {
    if (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) {
      const asWhole = `${minus}${whole}${fraction}`;
      return kind === 'integer'
        ? refused({ key: 'NO_THOUSANDS_SEPARATOR', params: { plain: asWhole } })
        : refused({
            key: 'AMBIGUOUS_SEPARATOR',
            params: { whole: asWhole, decimal: `${minus}${whole}${separator}${fraction}0` },
          });
    }
    if (kind === 'integer') return notANumber;
  }
  if (whole.length + fraction.length > MAX_NUMBER_DIGITS) {
    return refused({ key: 'TOO_MANY_DIGITS', params: { max: MAX_NUMBER_DIGITS } });
  }
  const stored = fraction === '' ? `${minus}${whole}` : `${minus}${whole}.${fraction}`;
  return { ok: true, value: Number(stored), stored };
}
