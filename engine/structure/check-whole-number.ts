import type { NonNegativeWhole } from '@schemas/generated/api/structure-admin';
import { problem, type StructureProblem } from './structure-problem';

/**
 * An optional count or bound of the structure editor: empty, or a non-negative whole number written
 * without leading zeros (specification section 5, "value should be a number").
 */
export function checkWholeNumber(field: string, value: NonNegativeWhole | undefined): StructureProblem[] {
  if (value === undefined || value === null || value === '') return [];
  const written = typeof value === 'number' ? String(value) : value;
  return /^(0|[1-9][0-9]{0,8})$/.test(written) ? [] : [problem(field, 'VALUE_SHOULD_BE_NUMBER')];
}

/** The number an optional whole-number field holds, or null when empty. Call after `checkWholeNumber`. */
export function wholeNumberOf(value: NonNegativeWhole | undefined): number | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'number' ? value : Number(value);
}
