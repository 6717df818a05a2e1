import type { FormListItem } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadFormRepository } from '../../../data/repositories/fill-read-form-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { readableScope, seesInactiveStructure, type Caller } from './readable-scope';

/** The questionnaire's filled forms in form order (GET secured/questinnaire/form/{questionnaireId}). */
export async function listFilledForms(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  localeId: number,
): Promise<FormListItem[]> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaire(caller, id),
  );
  return fillReadFormRepository(db).filledForms(
    scope.questionnaireId,
    localeId,
    seesInactiveStructure(caller),
  );
}
