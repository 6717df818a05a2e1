import type { RecommendedCheckReply } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadAnswerRepository } from '../../../data/repositories/fill-read-answer-repository';
import { fillReadFormRepository } from '../../../data/repositories/fill-read-form-repository';
import { fillReadGroupRepository } from '../../../data/repositories/fill-read-group-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { AppError } from '../../app-error';
import { isStoredId } from '../../users/stored-id';
import { assembleGroupInstances } from './assemble-group-instances';
import { readableScope, type Caller } from './readable-scope';
import { recommendedCheck } from './recommended-check';

/**
 * Checks the answers a form's report needs before it is generated
 * (GET secured/questinnaire/checkRecommendedAnswers/{questionnaireId}?formDicId): 1 when all are
 * complete, else what is filled and what is missing. A form of another questionnaire type is a 404.
 */
export async function checkRecommendedAnswers(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  formId: number,
  localeId: number,
): Promise<RecommendedCheckReply> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaire(caller, id),
  );
  const forms = fillReadFormRepository(db);
  if (!isStoredId(formId) || !(await forms.formOfType(formId, scope.questionnaireTypeId))) {
    throw new AppError('NOT_FOUND');
  }
  const recommended = await fillReadAnswerRepository(db).recommendedFor(formId);
  if (recommended.size === 0) return 1;
  const of = { questionnaireId: scope.questionnaireId };
  // Inactive forms and subforms are not filled by anyone, so they cannot hold what a report needs.
  const filledForms = await forms.filledForms(scope.questionnaireId, localeId, false);
  const subforms = await forms.filledSubforms(of, scope.unitTypeId, localeId, false);
  const rows = await fillReadGroupRepository(db).read(of, scope.unitTypeId, localeId, 'progress');
  return recommendedCheck(filledForms, subforms, assembleGroupInstances(rows), recommended);
}
