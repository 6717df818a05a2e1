import type { QuestionnaireTypeItem } from '../generated/api/lists';
import type {
  AnswerOptionDicItem,
  FormDicItem,
  QuestionDicItem,
  QuestionGroupDicItem,
  SubformDicItem,
} from '../generated/api/structure-admin';
import { defineEndpoint, listOf, ref, replyOf, unreadReply } from './endpoint';

const api = 'api/structure-admin';
const idParams = ref('api/dictionaries', 'IdParams');
const noQuery = ref('api/dictionaries', 'EmptyQuery');
const localeQuery = ref(api, 'StructureLocaleQuery');
const swapQuery = ref(api, 'SwapOrderQuery');
/** The structure is the administrators' alone (specification, section 6). */
const administrators = ['administrator'] as const;

/**
 * Questionnaire types and forms of the structure editor. Creating a form and activating a whole
 * questionnaire type are not in the specification; docs/decisions.md records why they were added.
 */
export const structureTypeEndpoints = {
  addQuestionnaireType: defineEndpoint({
    method: 'POST',
    path: '/secured/questinnaire/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'QuestionnaireTypeEntry'),
    reply: replyOf<QuestionnaireTypeItem>('api/lists', 'QuestionnaireTypeItem'),
  }),
  renameQuestionnaireType: defineEndpoint({
    method: 'POST',
    path: '/secured/questinnaire/updateName/:textId',
    roles: administrators,
    params: ref(api, 'TextIdParams'),
    query: noQuery,
    body: ref(api, 'QuestionnaireTypeRename'),
    reply: unreadReply,
  }),
  setQuestionnaireTypeActive: defineEndpoint({
    method: 'PUT',
    path: '/secured/questinnaire/dic/setIsActive',
    roles: administrators,
    query: ref(api, 'QuestionnaireTypeActiveQuery'),
    reply: unreadReply,
  }),
  setFormActive: defineEndpoint({
    method: 'PUT',
    path: '/secured/form/:formTypeId/setIsActive/:value',
    roles: administrators,
    params: ref(api, 'FormActiveParams'),
    query: noQuery,
    reply: unreadReply,
  }),
  addFormDic: defineEndpoint({
    method: 'POST',
    path: '/secured/form/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'FormEntry'),
    reply: replyOf<FormDicItem>(api, 'FormDicItem'),
  }),
  updateFormDic: defineEndpoint({
    method: 'PUT',
    path: '/secured/form/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'FormEntry'),
    reply: replyOf<FormDicItem>(api, 'FormDicItem'),
  }),
} as const;

/** Subforms and question groups of the dictionary. */
export const structureSubformEndpoints = {
  subformDicList: defineEndpoint({
    method: 'GET',
    path: '/secured/questinnaire/subform/dic/list',
    roles: administrators,
    query: ref(api, 'SubformDicListQuery'),
    reply: listOf<SubformDicItem>(api, 'SubformDicItem'),
  }),
  subformDic: defineEndpoint({
    method: 'GET',
    path: '/secured/questinnaire/subform/dic/:id',
    roles: administrators,
    params: idParams,
    query: localeQuery,
    reply: replyOf<SubformDicItem>(api, 'SubformDicItem'),
  }),
  addSubformDic: defineEndpoint({
    method: 'POST',
    path: '/secured/questinnaire/subform/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'SubformEntry'),
    reply: replyOf<SubformDicItem>(api, 'SubformDicItem'),
  }),
  updateSubformDic: defineEndpoint({
    method: 'PUT',
    path: '/secured/questinnaire/subform/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'SubformEntry'),
    reply: replyOf<SubformDicItem>(api, 'SubformDicItem'),
  }),
  setSubformActive: defineEndpoint({
    method: 'PUT',
    path: '/secured/questinnaire/subform/dic/setIsActive',
    roles: administrators,
    query: ref(api, 'SubformActiveQuery'),
    reply: unreadReply,
  }),
  swapSubforms: defineEndpoint({
    method: 'PUT',
    path: '/secured/questinnaire/subform/dic/swap-order',
    roles: administrators,
    query: swapQuery,
    reply: unreadReply,
  }),
  deleteSubformDic: defineEndpoint({
    method: 'DELETE',
    path: '/secured/questinnaire/subform/dic/:id',
    roles: administrators,
    params: idParams,
    query: noQuery,
    reply: unreadReply,
  }),
  groupDicList: defineEndpoint({
    method: 'GET',
    path: '/secured/questionlist/group/dic/list',
    roles: administrators,
    query: ref(api, 'QuestionGroupDicListQuery'),
    reply: listOf<QuestionGroupDicItem>(api, 'QuestionGroupDicItem'),
  }),
  groupDic: defineEndpoint({
    method: 'GET',
    path: '/secured/questionlist/dic/:id',
    roles: administrators,
    params: idParams,
    query: localeQuery,
    reply: replyOf<QuestionGroupDicItem>(api, 'QuestionGroupDicItem'),
  }),
  addGroupDic: defineEndpoint({
    method: 'POST',
    path: '/secured/questionlist/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'QuestionGroupEntry'),
    reply: replyOf<QuestionGroupDicItem>(api, 'QuestionGroupDicItem'),
  }),
  updateGroupDic: defineEndpoint({
    method: 'PUT',
    path: '/secured/questionlist/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'QuestionGroupEntry'),
    reply: replyOf<QuestionGroupDicItem>(api, 'QuestionGroupDicItem'),
  }),
  setGroupActive: defineEndpoint({
    method: 'PUT',
    path: '/secured/questionlist/dic/setIsActive',
    roles: administrators,
    query: ref(api, 'QuestionGroupActiveQuery'),
    reply: unreadReply,
  }),
  swapGroups: defineEndpoint({
    method: 'PUT',
    path: '/secured/questionlist/dic/swap-order',
    roles: administrators,
    query: swapQuery,
    reply: unreadReply,
  }),
  deleteGroupDic: defineEndpoint({
    method: 'DELETE',
    path: '/secured/questionlist/dic/:id',
    roles: administrators,
    params: idParams,
    query: noQuery,
    reply: unreadReply,
  }),
} as const;

/** Questions and answer options of the dictionary. */
export const structureQuestionEndpoints = {
  questionDicList: defineEndpoint({
    method: 'GET',
    path: '/secured/question/dic/list/group',
    roles: administrators,
    query: ref(api, 'QuestionDicListQuery'),
    reply: listOf<QuestionDicItem>(api, 'QuestionDicItem'),
  }),
  questionDic: defineEndpoint({
    method: 'GET',
    path: '/secured/question/dic/:id',
    roles: administrators,
    params: idParams,
    query: localeQuery,
    reply: replyOf<QuestionDicItem>(api, 'QuestionDicItem'),
  }),
  addQuestionDic: defineEndpoint({
    method: 'POST',
    path: '/secured/question/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'QuestionEntry'),
    reply: replyOf<QuestionDicItem>(api, 'QuestionDicItem'),
  }),
  updateQuestionDic: defineEndpoint({
    method: 'PUT',
    path: '/secured/question/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'QuestionEntry'),
    reply: replyOf<QuestionDicItem>(api, 'QuestionDicItem'),
  }),
  setQuestionActive: defineEndpoint({
    method: 'PUT',
    path: '/secured/question/dic/setIsActive',
    roles: administrators,
    query: ref(api, 'QuestionActiveQuery'),
    reply: unreadReply,
  }),
  swapQuestions: defineEndpoint({
    method: 'PUT',
    path: '/secured/question/dic/swap-order',
    roles: administrators,
    query: swapQuery,
    reply: unreadReply,
  }),
  deleteQuestionDic: defineEndpoint({
    method: 'DELETE',
    path: '/secured/question/dic/:id',
    roles: administrators,
    params: idParams,
    query: noQuery,
    reply: unreadReply,
  }),
  optionDicList: defineEndpoint({
    method: 'GET',
    path: '/secured/question/answer/dic/list',
    roles: administrators,
    query: ref(api, 'AnswerOptionDicListQuery'),
    reply: listOf<AnswerOptionDicItem>(api, 'AnswerOptionDicItem'),
  }),
  addOptionDic: defineEndpoint({
    method: 'POST',
    path: '/secured/question/answer/dic',
    roles: administrators,
    query: noQuery,
    body: ref(api, 'AnswerOptionEntry'),
    reply: replyOf<AnswerOptionDicItem>(api, 'AnswerOptionDicItem'),
  }),
  updateOptionDic: defineEndpoint({
    method: 'PUT',
    path: '/secured/question/answer/dic',
    roles: administrators,
    query: ref(api, 'AnswerOptionUpdateQuery'),
    body: ref(api, 'AnswerOptionEntry'),
    reply: replyOf<AnswerOptionDicItem>(api, 'AnswerOptionDicItem'),
  }),
  setOptionActive: defineEndpoint({
    method: 'PUT',
    path: '/secured/question/answer/dic/setIsActive',
    roles: administrators,
    query: ref(api, 'AnswerOptionActiveQuery'),
    reply: unreadReply,
  }),
  swapOptions: defineEndpoint({
    method: 'PUT',
    path: '/secured/question/answer/dic/swap-order',
    roles: administrators,
    query: swapQuery,
    reply: unreadReply,
  }),
  deleteOptionDic: defineEndpoint({
    method: 'DELETE',
    path: '/secured/question/answer/dic/:id',
    roles: administrators,
    params: idParams,
    query: noQuery,
    reply: unreadReply,
  }),
} as const;
