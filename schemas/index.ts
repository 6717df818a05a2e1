import accessApi from './api/access.schema.json';
import auditApi from './api/audit.schema.json';
import dictionariesApi from './api/dictionaries.schema.json';
import envelope from './api/envelope.schema.json';
import exportApi from './api/export.schema.json';
import fillApi from './api/fill.schema.json';
import geomApi from './api/geom.schema.json';
import indicatorApi from './api/indicator.schema.json';
import listsApi from './api/lists.schema.json';
import photosApi from './api/photos.schema.json';
import reviewApi from './api/review.schema.json';
import structureAdminApi from './api/structure-admin.schema.json';
import structureStudioApi from './api/structure-studio.schema.json';
import answers from './answers.schema.json';
import common from './common.schema.json';
import dictionaries from './dictionaries.schema.json';
import filledQuestionnaire from './filled-questionnaire.schema.json';
import structure from './structure.schema.json';

/**
 * Every JSON Schema of the project. Each carries its `$id` (its path under schemas/), so a validator
 * that adds them all resolves cross-file `$ref`s exactly as json-schema-to-typescript does on disk.
 */
export const allSchemas = [
  common,
  structure,
  dictionaries,
  answers,
  filledQuestionnaire,
  envelope,
  dictionariesApi,
  accessApi,
  listsApi,
  structureAdminApi,
  structureStudioApi,
  fillApi,
  exportApi,
  geomApi,
  photosApi,
  indicatorApi,
  auditApi,
  reviewApi,
] as const;

/** Reference to a definition: `schemaRef('api/access', 'LoginForm')`. */
export function schemaRef(file: string, definition?: string): string {
  return definition ? `${file}.schema.json#/$defs/${definition}` : `${file}.schema.json`;
}
