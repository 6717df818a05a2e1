import type { QuestionGroupEntry } from '@schemas/generated/api/structure-admin';
import { problem, type StructureProblem } from './structure-problem';
import { translationsRequired } from './translations-required';

/** The group numbers of the dialog (specification section 5): -1 a single group, 0/1/2 repeatable kinds. */
export const QL_NUMBERS = [-1, 0, 1, 2] as const;

/**
 * A question group of the dialog: a number of -1, 0, 1 or 2; a unit type (-1 for all); a name in every
 * language unless the number is -1, where names are hidden and not required.
 */
export function checkQuestionGroupEntry(entry: {
  qlNumber?: number;
  farmTypeId?: number;
  text?: QuestionGroupEntry['text'];
}): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const { qlNumber } = entry;
  if (qlNumber === undefined || !QL_NUMBERS.some((allowed) => allowed === qlNumber)) {
    problems.push(problem('qlNumber', 'FIELD_REQUIRED'));
  }
  const { farmTypeId } = entry;
  // A unit type id (a positive whole number) or -1 for all; 0, fractions and other negatives name none.
  if (farmTypeId === undefined || !Number.isInteger(farmTypeId) || farmTypeId < -1 || farmTypeId === 0) {
    problems.push(problem('farmTypeId', 'FIELD_REQUIRED'));
  }
  if (qlNumber !== -1) problems.push(...translationsRequired('text', entry.text, 'all', 200));
  return problems;
}
