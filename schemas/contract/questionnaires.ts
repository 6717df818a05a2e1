import type {
  NewQuestionnaireReply,
  QuestionnaireActiveReply,
  QuestionnaireListItem,
  QuestionnaireTypeItem,
} from '../generated/api/lists';
import { defineEndpoint, listOf, ref, replyOf, unreadReply } from './endpoint';
import { ALL_ROLES } from './roles';

const api = 'api/lists';
const noQuery = ref('api/dictionaries', 'EmptyQuery');

/**
 * The questionnaire list and lifecycle calls. Those open to every role decide per questionnaire
 * (its unit, the caller's rights) what the caller may see or change.
 */
export const questionnaireEndpoints = {
  questionnaireList: defineEndpoint({
    method: 'GET',
    path: '/secured/questinnaire/list2',
    roles: ['coordinator', 'farmer', 'expert', 'observer'],
    query: ref(api, 'PagedListQuery'),
    reply: listOf<QuestionnaireListItem>(api, 'QuestionnaireListItem'),
  }),
  addQuestionnaire: defineEndpoint({
    method: 'POST',
    path: '/secured/questinnaire/add',
    roles: ['farmer', 'expert'],
    query: noQuery,
    body: ref(api, 'NewQuestionnaire'),
    reply: replyOf<NewQuestionnaireReply>(api, 'NewQuestionnaireReply'),
  }),
  questionnaireTypeList: defineEndpoint({
    method: 'GET',
    path: '/secured/questinnaire/dic/list/:locale',
    roles: ALL_ROLES,
    params: ref(api, 'LocaleParams'),
    query: noQuery,
    reply: listOf<QuestionnaireTypeItem>(api, 'QuestionnaireTypeItem'),
  }),
  inactiveQuestionnaireTypeList: defineEndpoint({
    method: 'GET',
    path: ['/secured/questinnaire/dic/list/inactive/:locale', '/secured/questinnaire/dic/inactive/:locale'],
    roles: ALL_ROLES,
    params: ref(api, 'LocaleParams'),
    query: noQuery,
    reply: listOf<QuestionnaireTypeItem>(api, 'QuestionnaireTypeItem'),
  }),
  setQuestionnaireActive: defineEndpoint({
    method: 'PUT',
    path: '/secured/questinnaire/:id/setIsActive/:value',
    // Coordinators confirm and unblock; experts only unblock (the use case refuses their confirmation).
    roles: ['coordinator', 'expert'],
    params: ref(api, 'QuestionnaireActiveParams'),
    query: noQuery,
    reply: replyOf<QuestionnaireActiveReply>(api, 'QuestionnaireActiveReply'),
  }),
  deleteQuestionnaire: defineEndpoint({
    method: 'DELETE',
    path: '/secured/questinnaire/:id',
    roles: ALL_ROLES,
    params: ref(api, 'QuestionnaireIdParams'),
    query: ref(api, 'UserIdQuery'),
    reply: unreadReply,
  }),
} as const;
