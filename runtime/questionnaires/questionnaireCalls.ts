import type {
  FormStatus,
  NewQuestionnaire,
  NewQuestionnaireReply,
  QuestionnaireListItem,
  QuestionnaireTypeItem,
} from '@schemas/generated/api/lists';
import type { ApiCall } from '../shared/api/apiCall';
import { isAnything, isArrayOf, isRecord, isTextOrNull } from '../shared/api/guards';

function isFormStatus(value: unknown): value is FormStatus {
  return isRecord(value) && typeof value.formName === 'string' && typeof value.status === 'boolean';
}

function isQuestionnaireListItem(value: unknown): value is QuestionnaireListItem {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.farmId === 'number' &&
    typeof value.farmName === 'string' &&
    typeof value.farmNumber === 'string' &&
    typeof value.farmType === 'string' &&
    typeof value.farmTypeId === 'number' &&
    isTextOrNull(value.regionName) &&
    isTextOrNull(value.countryName) &&
    isTextOrNull(value.email) &&
    typeof value.questionnaireName === 'string' &&
    typeof value.questionnaireDicId === 'number' &&
    (value.status === 0 || value.status === 1) &&
    typeof value.questionnaryDate === 'string' &&
    typeof value.isActive === 'boolean' &&
    typeof value.editable === 'boolean' &&
    isArrayOf(isFormStatus)(value.formList)
  );
}

function isQuestionnaireTypeItem(value: unknown): value is QuestionnaireTypeItem {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.questionnaireText === 'string' &&
    typeof value.privilegedOnly === 'boolean'
  );
}

function isNewQuestionnaireReply(value: unknown): value is NewQuestionnaireReply {
  return isRecord(value) && typeof value.id === 'number';
}

/** One page of the questionnaires the user may see (start, limit, sort, filter, userId, userRoleId). */
export function questionnaireListCall(query: Record<string, string>): ApiCall<QuestionnaireListItem[]> {
  return {
    method: 'GET',
    path: '/secured/questinnaire/list2',
    query,
    secured: true,
    accepts: isArrayOf(isQuestionnaireListItem),
  };
}

/** The active questionnaire types the user may be offered, named in the given locale. */
export function questionnaireTypeListCall(localeId: number): ApiCall<QuestionnaireTypeItem[]> {
  return {
    method: 'GET',
    path: `/secured/questinnaire/dic/list/${localeId}`,
    secured: true,
    accepts: isArrayOf(isQuestionnaireTypeItem),
  };
}

/** Creates a questionnaire of the chosen type for a unit; the reply carries its id. */
export function addQuestionnaireCall(questionnaire: NewQuestionnaire): ApiCall<NewQuestionnaireReply> {
  return {
    method: 'POST',
    path: '/secured/questinnaire/add',
    json: questionnaire,
    secured: true,
    accepts: isNewQuestionnaireReply,
  };
}

/** Removes an inactive questionnaire with no submitted form; `userId` is the caller's own id. */
export function deleteQuestionnaireCall(questionnaireId: number, userId: number): ApiCall<unknown> {
  return {
    method: 'DELETE',
    path: `/secured/questinnaire/${questionnaireId}`,
    query: { userId: String(userId) },
    secured: true,
    accepts: isAnything,
  };
}

/** Confirms (true: accepted, closed for editing) or unblocks (false: open for editing again). */
export function questionnaireActiveCall(questionnaireId: number, active: boolean): ApiCall<unknown> {
  return {
    method: 'PUT',
    path: `/secured/questinnaire/${questionnaireId}/setIsActive/${String(active)}`,
    secured: true,
    accepts: isAnything,
  };
}
