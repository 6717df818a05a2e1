import type { SubmittedForm } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { approvalActionRepository } from '../../../data/repositories/approval-action-repository';
import { fillWriteFormRepository } from '../../../data/repositories/fill-write-form-repository';
import { fillWriteScopeRepository } from '../../../data/repositories/fill-write-scope-repository';
import { AppError } from '../../app-error';
import { translate, type ServerLocale } from '../../../i18n/index';
import { localeIdByCode } from '../../dictionaries';
import type { Caller } from '../read/readable-scope';
import { missingMandatoryAnswers } from './missing-mandatory-answers';
import { writableScope } from './writable-scope';

/**
 * Submits a filled form (PUT secured/questinnaire/form/{filledFormId}/submit): status true for good,
 * after which its answers and groups are read-only. Refused while a mandatory rating (type 10) that is
 * shown and not skipped is unanswered (MANDATORY_ANSWERS_MISSING, each one named in the details).
 * The submission is recorded as an approval action in the same transaction.
 */
export async function submitForm(
  db: Db,
  caller: Caller,
  filledFormId: number,
  locale: ServerLocale,
): Promise<SubmittedForm> {
  return db.transaction(async (tx) => {
    const scope = await writableScope(filledFormId, (id) =>
      fillWriteScopeRepository(tx).lockFormForUpdate(caller, id),
    );
    const missing = await missingMandatoryAnswers(tx, filledFormId, scope.unitTypeId, localeIdByCode[locale]);
    if (missing.length > 0) {
      throw new AppError(
        'MANDATORY_ANSWERS_MISSING',
        { count: missing.length },
        missing.map((answer) => translate(locale, 'fill.missingAnswer', { ...answer })),
      );
    }
    const submittedAt = await fillWriteFormRepository(tx).submit(filledFormId);
    // The form row is locked and was in edition: the update cannot miss it.
    if (!submittedAt) throw new AppError('FORM_SUBMITTED');
    await approvalActionRepository(tx).record({
      questionnaireId: scope.questionnaireId,
      kind: 'formSubmitted',
      actorUserId: caller.id,
      filledFormId,
      at: submittedAt,
    });
    return {
      id: filledFormId,
      formDicId: scope.formId,
      status: true,
      submittedAt: submittedAt.toISOString(),
    };
  });
}
