import { parseTypedNumber } from './parse-typed-number';
import type { TypedNumber } from './typed-number';

/**
 * A decimal as typed (answer type 2), with a comma or a point in every language: `12,5` and `12.5`
 * are both 12.5. See parseTypedNumber for what is refused (`1,234` is ambiguous) and why.
 */
export function parseDecimal(text: string): TypedNumber {
  return parseTypedNumber(text, 'decimal');
}
