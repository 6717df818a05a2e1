import type { FillAnswerOption } from '@schemas/generated/api/fill';
import type { RuleMessage } from '../messages';
import { checkBounds } from './check-bounds';
import { parseInteger } from './parse-integer';
import { resolveBounds } from './resolve-bounds';

/**
 * The value typed beside a chosen option (types 5 and 7): required once the option is chosen, a
 * whole number, within the option's bounds (its min/max, or another question's answer).
 */
export function checkOptionValue(
  option: FillAnswerOption,
  typed: string,
  numberOf: (questionId: number) => number | undefined,
): RuleMessage | undefined {
  if (!option.hasInput) return undefined;
  if (typed.trim() === '') return { key: 'FIELD_REQUIRED' };
  const parsed = parseInteger(typed);
  if (!parsed.ok) return parsed.message;
  return checkBounds(parsed.value, resolveBounds(option, numberOf));
}
