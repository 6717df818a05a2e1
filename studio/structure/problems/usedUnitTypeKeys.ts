import type { QuestionnaireStructure } from '@schemas/generated/structure';

/**
 * The unit type keys the document itself names. A document read from the database names only unit
 * types that exist (they are foreign keys there), so the studio passes these to the reference check
 * and leaves the unknown-unit-type check to the import, where a document comes from elsewhere.
 */
export function usedUnitTypeKeys(structure: QuestionnaireStructure): Set<string> {
  return new Set(
    structure.forms.flatMap((form) =>
      form.subforms.flatMap((subform) => [
        ...subform.unitTypeKeys,
        ...subform.groups.flatMap((group) => group.unitTypeKeys),
      ]),
    ),
  );
}
