import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import type { QuestionnaireStructure, Translations } from '@schemas/generated/structure';

/** One part on the way from the type down to a part of a structure document. */
export interface PartTrailStep {
  level: StructureLevel;
  /** The part's JSON path, as the document reply's `entities` name it. */
  path: string;
  name: Translations;
}

/**
 * The parts a JSON path of a structure document passes through, from its form down (the type alone
 * for '' or a path outside the forms), each with its name: a question's and an answer option's name
 * is its text. The walk stops at the first segment that is not a part (`…/maxFromQuestionKey`,
 * `…/indicators/0`), so a path the reference check reports inside a part ends at that part, the one
 * whose dialog edits it.
 */
export function partTrail(structure: QuestionnaireStructure, path: string): PartTrailStep[] {
  const segments = path.split('/');
  // The index below `name` at the given depth (forms at 0, subforms at 1 …), when the path goes there.
  const index = (name: string, depth: number): number =>
    segments[depth * 2] === name ? Number(segments[depth * 2 + 1]) : Number.NaN;
  const pathTo = (depth: number) => segments.slice(0, depth * 2 + 2).join('/');
  const at = <T>(items: readonly T[], position: number): T | undefined =>
    Number.isInteger(position) && position >= 0 ? items[position] : undefined;

  const form = at(structure.forms, index('forms', 0));
  if (!form) return [{ level: 'type', path: '', name: structure.name }];
  const trail: PartTrailStep[] = [{ level: 'form', path: pathTo(0), name: form.name }];
  const subform = at(form.subforms, index('subforms', 1));
  if (!subform) return trail;
  trail.push({ level: 'subform', path: pathTo(1), name: subform.name });
  const group = at(subform.groups, index('groups', 2));
  if (!group) return trail;
  trail.push({ level: 'group', path: pathTo(2), name: group.name });
  const question = at(group.questions, index('questions', 3));
  if (!question) return trail;
  trail.push({ level: 'question', path: pathTo(3), name: question.text });
  const option = at(question.options, index('options', 4));
  if (option) trail.push({ level: 'option', path: pathTo(4), name: option.text });
  return trail;
}
