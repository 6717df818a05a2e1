import type { RuleMessage } from '@engine/messages';
import type { StructureProblem } from '@engine/structure/structure-problem';

/** The first message of each field among an entry's problems (a field shows one message at a time). */
export function problemsByField(problems: readonly StructureProblem[]): ReadonlyMap<string, RuleMessage> {
  const byField = new Map<string, RuleMessage>();
  for (const found of problems) if (!byField.has(found.field)) byField.set(found.field, found.message);
  return byField;
}
