import { apiContract } from '@schemas/contract/index';
import { contractCall, ignoringReply } from '../shared/api/contractCall';

/** One page of the administrators' user list (start, limit, searchText, sort, filter). */
export function userListCall(query: Record<string, string>) {
  return contractCall(apiContract.userList, { query });
}

/** Activates (which also confirms the account) or deactivates a user. */
export function userActiveCall(userId: number, active: boolean) {
  return ignoringReply(contractCall(apiContract.setUserActive, { params: { id: userId, flag: active } }));
}

export function deleteUserCall(userId: number) {
  return ignoringReply(contractCall(apiContract.deleteUser, { params: { id: userId } }));
}

/** Every questionnaire type with whether the user holds the right to it. */
export function assignedRightsCall(userId: number) {
  return contractCall(apiContract.assignedRights, { params: { userId } });
}

/** Grants (PUT …/assign) or revokes (DELETE …/unassign) the right to one questionnaire type. */
export function changeRightCall(questionnaireTypeId: number, userId: number, grant: boolean) {
  return ignoringReply(
    contractCall(grant ? apiContract.grantRight : apiContract.revokeRight, {
      params: { qid: questionnaireTypeId, userId },
    }),
  );
}
