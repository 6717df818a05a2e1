import { parseTypedNumber } from './parse-typed-number';
import type { TypedNumber } from './typed-number';

/**
 * A whole number as typed (answer type 1 and the values beside options): `42`, `-5`, `+5`, `007`.
 * See parseTypedNumber for what is refused and why.
 */
export function parseInteger(text: string): TypedNumber {
  return parseTypedNumber(text, 'integer');
}
