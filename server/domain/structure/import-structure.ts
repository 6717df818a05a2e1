import { checkStructureReferences } from '@engine/structure/check-structure-references';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import type { Db } from '../../data/database';
import { insertStructure } from '../../data/repositories/structure-repository';
import { unitTypeIdsByKey } from '../../data/repositories/unit-type-repository';
import { AppError } from '../app-error';
import { compiledValidator } from '../../http/validate';

/** Whether a document matches the structure format's JSON Schema. */
export function isStructure(document: unknown): document is QuestionnaireStructure {
  return compiledValidator('structure.schema.json')(document);
}

/**
 * Imports a structure document as a new questionnaire type, after checking it against the schema and
 * its internal references. Nothing is written when a check fails. Returns the new type's id.
 */
export async function importStructure(db: Db, document: unknown): Promise<number> {
  if (!isStructure(document)) {
    const errors = compiledValidator('structure.schema.json').errors ?? [];
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      errors.map((error) => `${error.instancePath || '/'}: ${error.message ?? ''}`),
    );
  }
  const unitTypeIds = await unitTypeIdsByKey(db);
  const problems = checkStructureReferences(document, new Set(unitTypeIds.keys()));
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      problems.map((p) => `${p.path}: ${p.problem} ${p.key}`),
    );
  }
  return db.transaction((tx) => insertStructure(tx, document, unitTypeIds));
}
