import type { RuleMessage } from '@engine/messages';
import { parseInteger } from '@engine/rules/parse-integer';

/**
 * The value typed beside a chosen option (types 5 and 7), as far as the widget can tell: required
 * and a whole number. The option's bounds (which may come from another answer) are the engine's
 * check, shown through RJSF's errors.
 */
export function optionValueVerdict(typed: string): RuleMessage | undefined {
  if (typed.trim() === '') return { key: 'FIELD_REQUIRED' };
  const parsed = parseInteger(typed);
  return parsed.ok ? undefined : parsed.message;
}
