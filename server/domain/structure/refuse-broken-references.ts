import { checkStructureReferences } from '@engine/structure/check-structure-references';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import { translate, type ServerLocale } from '../../i18n/index';
import { AppError } from '../app-error';

/**
 * Refuses a structure document whose references the engine's check finds broken: a 400 whose details
 * name every problem at its path, written like the schema check's (`forms.0.subforms.1: message`).
 */
export function refuseBrokenReferences(
  document: QuestionnaireStructure,
  unitTypeKeys: ReadonlySet<string>,
  locale: ServerLocale,
): void {
  const problems = checkStructureReferences(document, unitTypeKeys);
  if (problems.length === 0) return;
  throw new AppError(
    'STRUCTURE_REFERENCES_BROKEN',
    {},
    problems.map(
      ({ path, problem, key }) =>
        `${path.replaceAll('/', '.')}: ${translate(locale, `structureImport.problems.${problem}`, { key })}`,
    ),
  );
}
