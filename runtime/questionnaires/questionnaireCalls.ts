import { apiContract } from '@schemas/contract/index';
import type { NewQuestionnaire } from '@schemas/generated/api/lists';
import { contractCall, ignoringReply } from '../shared/api/contractCall';

/** One page of the questionnaires the user may see (start, limit, sort, filter, userId, userRoleId). */
export function questionnaireListCall(query: Record<string, string>) {
  return contractCall(apiContract.questionnaireList, { query });
}

/** The active questionnaire types the user may be offered, named in the given locale. */
export function questionnaireTypeListCall(localeId: number) {
  return contractCall(apiContract.questionnaireTypeList, { params: { locale: localeId } });
}

/** Creates a questionnaire of the chosen type for a unit; the reply carries its id. */
export function addQuestionnaireCall(questionnaire: NewQuestionnaire) {
  return contractCall(apiContract.addQuestionnaire, { body: { ...questionnaire } });
}

/** Removes an inactive questionnaire with no submitted form; `userId` is the caller's own id. */
export function deleteQuestionnaireCall(questionnaireId: number, userId: number) {
  return ignoringReply(
    contractCall(apiContract.deleteQuestionnaire, {
      params: { id: questionnaireId },
      query: { userId: String(userId) },
    }),
  );
}

/**
 * Confirms (true: accepted, closed for editing) or unblocks (false: open for editing again); the
 * reply counts the questionnaire's open review comments (a backend behind the proxy may not).
 */
export function questionnaireActiveCall(questionnaireId: number, active: boolean) {
  return contractCall(apiContract.setQuestionnaireActive, {
    params: { id: questionnaireId, value: active },
  });
}
