import type { FillQuestion } from '@schemas/generated/api/fill';
import type { RuleMessage } from '../../messages';
import { checkBounds } from '../../rules/check-bounds';
import type { Parsed } from '../../rules/parsed';
import { resolveBounds } from '../../rules/resolve-bounds';
import type { RuleContext } from '../../rules/rule-context';

/** A typed number by the question's parse rule, then within the question's bounds. */
export function typedNumberRule(
  question: FillQuestion,
  text: string,
  parse: (typed: string) => Parsed,
  rules: RuleContext,
): RuleMessage | undefined {
  const parsed = parse(text);
  if (!parsed.ok) return parsed.message;
  return checkBounds(parsed.value, resolveBounds(question, rules.numberOf));
}
