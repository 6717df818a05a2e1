import type { QuestionnaireTypeRight, UserListItem } from '@schemas/generated/api/lists';
import type { ApiCall } from '../shared/api/apiCall';
import { isAnything, isArrayOf, isRecord, isTextOrNull } from '../shared/api/guards';

function isUserListItem(value: unknown): value is UserListItem {
  return (
    isRecord(value) &&
    typeof value.userId === 'number' &&
    typeof value.email === 'string' &&
    typeof value.roleDicId === 'number' &&
    typeof value.roleName === 'string' &&
    isTextOrNull(value.institutionType) &&
    isTextOrNull(value.institutionName) &&
    typeof value.questionnaireCount === 'number' &&
    typeof value.registrationDate === 'string' &&
    typeof value.isActive === 'boolean' &&
    isTextOrNull(value.activationDate) &&
    isTextOrNull(value.deactivationDate) &&
    typeof value.superUser === 'boolean' &&
    typeof value.confirmed === 'boolean' &&
    typeof value.emailVerified === 'boolean'
  );
}

function isQuestionnaireTypeRight(value: unknown): value is QuestionnaireTypeRight {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.assigned === 'boolean'
  );
}

/** One page of the administrators' user list (start, limit, searchText, sort, filter). */
export function userListCall(query: Record<string, string>): ApiCall<UserListItem[]> {
  return {
    method: 'GET',
    path: '/secured/user/list2',
    query,
    secured: true,
    accepts: isArrayOf(isUserListItem),
  };
}

/** Activates (which also confirms the account) or deactivates a user. */
export function userActiveCall(userId: number, active: boolean): ApiCall<unknown> {
  return {
    method: 'PUT',
    path: `/secured/user/${userId}/isActive/${String(active)}`,
    secured: true,
    accepts: isAnything,
  };
}

export function deleteUserCall(userId: number): ApiCall<unknown> {
  return { method: 'DELETE', path: `/secured/user/${userId}`, secured: true, accepts: isAnything };
}

/** Every questionnaire type with whether the user holds the right to it. */
export function assignedRightsCall(userId: number): ApiCall<QuestionnaireTypeRight[]> {
  return {
    method: 'GET',
    path: `/secured/questinnaire/assigned/${userId}`,
    secured: true,
    accepts: isArrayOf(isQuestionnaireTypeRight),
  };
}

/** Grants (PUT …/assign) or revokes (DELETE …/unassign) the right to one questionnaire type. */
export function changeRightCall(
  questionnaireTypeId: number,
  userId: number,
  grant: boolean,
): ApiCall<unknown> {
  return grant
    ? {
        method: 'PUT',
        path: `/secured/questinnaire/${questionnaireTypeId}/assign/${userId}`,
        secured: true,
        accepts: isAnything,
      }
    : {
        method: 'DELETE',
        path: `/secured/questinnaire/${questionnaireTypeId}/unassign/${userId}`,
        secured: true,
        accepts: isAnything,
      };
}
