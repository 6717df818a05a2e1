import type { FormListItem } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadFormRepository } from '../../../data/repositories/fill-read-form-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { writeRefusal } from '../write/writable-scope';
import { readableScope, seesInactiveStructure, type Caller } from './readable-scope';

/**
 * The questionnaire's filled forms in form order (GET secured/questinnaire/form/{questionnaireId}),
 * each saying whether the caller may write in it by the very rule the writes enforce, so the fill
 * screen is read-only for whoever the server would refuse, however the screen was opened.
 */
export async function listFilledForms(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  localeId: number,
): Promise<FormListItem[]> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaireWithWriting(caller, id),
  );
  const forms = await fillReadFormRepository(db).filledForms(
    scope.questionnaireId,
    localeId,
    seesInactiveStructure(caller),
  );
  return forms.map((form) => ({
    ...form,
    answersWritable: writeRefusal({ ...scope, formSubmitted: form.status }) === undefined,
  }));
}
