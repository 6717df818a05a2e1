import { problem, type StructureProblem } from '@engine/structure/structure-problem';
import { translationsRequired } from '@engine/structure/translations-required';
import type { FormEntry } from '@schemas/generated/api/structure-admin';

/** A form's name, like a subform's: English at least, at most 200 characters in each language. */
export function checkFormEntry(entry: FormEntry, editing: boolean): StructureProblem[] {
  const problems = translationsRequired('text', entry.text, 'fallback', 200);
  if (editing && (entry.id === undefined || entry.id === null))
    problems.unshift(problem('id', 'FIELD_REQUIRED'));
  return problems;
}
