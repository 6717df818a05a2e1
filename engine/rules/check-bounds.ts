import type { RuleMessage } from '../messages';

export interface Bounds {
  min?: number;
  max?: number;
}

/**
 * Inclusive range check with the specification's three messages: both bounds → VALUE_BETWEEN,
 * only a minimum → VALUE_GREATER_THAN, only a maximum → VALUE_LESS_THAN.
 */
export function checkBounds(value: number, { min, max }: Bounds): RuleMessage | undefined {
  const tooSmall = min !== undefined && value < min;
  const tooLarge = max !== undefined && value > max;
  if (!tooSmall && !tooLarge) return undefined;
  if (min !== undefined && max !== undefined) return { key: 'VALUE_BETWEEN', params: { min, max } };
  if (min !== undefined) return { key: 'VALUE_GREATER_THAN', params: { min } };
  return { key: 'VALUE_LESS_THAN', params: { max: max ?? 0 } };
}
