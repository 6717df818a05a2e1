import type { QuestionnaireTypeRight } from '../generated/api/lists';
import { defineEndpoint, listOf, ref } from './endpoint';

const api = 'api/lists';
const noQuery = ref('api/dictionaries', 'EmptyQuery');

/**
 * Questionnaire-type rights of coordinators and observers, granted by administrators. Registered
 * before any generic questinnaire/:id route: questinnaire/assigned/{userId} must reach them.
 */
export const rightEndpoints = {
  assignedRights: defineEndpoint({
    method: 'GET',
    path: '/secured/questinnaire/assigned/:userId',
    roles: ['administrator'],
    params: ref(api, 'AssignedRightsParams'),
    query: noQuery,
    reply: listOf<QuestionnaireTypeRight>(api, 'QuestionnaireTypeRight'),
  }),
  grantRight: defineEndpoint({
    method: 'PUT',
    path: '/secured/questinnaire/:qid/assign/:userId',
    roles: ['administrator'],
    params: ref(api, 'QuestionnaireRightParams'),
    query: noQuery,
    reply: listOf<QuestionnaireTypeRight>(api, 'QuestionnaireTypeRight'),
  }),
  revokeRight: defineEndpoint({
    method: 'DELETE',
    path: '/secured/questinnaire/:qid/unassign/:userId',
    roles: ['administrator'],
    params: ref(api, 'QuestionnaireRightParams'),
    query: noQuery,
    reply: listOf<QuestionnaireTypeRight>(api, 'QuestionnaireTypeRight'),
  }),
} as const;
