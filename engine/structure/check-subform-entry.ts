import type { SubformEntry } from '@schemas/generated/api/structure-admin';
import { problem, type StructureProblem } from './structure-problem';
import { translationsRequired } from './translations-required';

export const SUBFORM_CODE_MAX_LENGTH = 45;

/** A subform of the dialog: code required, at most 45 characters; a name in English at least. */
export function checkSubformEntry(entry: Pick<SubformEntry, 'code' | 'text'>): StructureProblem[] {
  const code = entry.code.trim();
  const problems: StructureProblem[] = [];
  if (code === '') problems.push(problem('code', 'FIELD_REQUIRED'));
  else if (code.length > SUBFORM_CODE_MAX_LENGTH) {
    problems.push(problem('code', 'TEXT_LENGTH_LIMIT', { max: SUBFORM_CODE_MAX_LENGTH }));
  }
  return [...problems, ...translationsRequired('text', entry.text, 'fallback', 200)];
}
