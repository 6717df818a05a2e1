import type { Db } from '../../data/database';
import { fillReadFormRepository } from '../../data/repositories/fill-read-form-repository';
import { fillReadScopeRepository } from '../../data/repositories/fill-read-scope-repository';
import { AppError } from '../app-error';
import { readableScope, type Caller } from '../fill/read/readable-scope';
import { isStoredId } from '../users/stored-id';
import { storeReport } from './store-report';

/**
 * Generates the report of one form of a questionnaire (POST secured/indicator/{questionnaireId}?formDicId):
 * its indicators computed from the saved answers replace the form's stored snapshot. Anyone who may
 * read the questionnaire may generate: the answers are read, never changed. 404 for a questionnaire the
 * caller cannot read or a form of another type; then storeReport's refusals.
 */
export async function generateReport(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  formId: number,
): Promise<void> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaire(caller, id),
  );
  const ofType =
    isStoredId(formId) && (await fillReadFormRepository(db).formOfType(formId, scope.questionnaireTypeId));
  if (!ofType) throw new AppError('NOT_FOUND');
  await storeReport(db, scope.questionnaireId, formId);
}
