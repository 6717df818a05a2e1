import type {
  AnswerAsOptionItem,
  FilledSubformItem,
  FillQuestion,
  FormDictionaryItem,
  FormListItem,
  GroupInstance,
  OptionalGroupChange,
  OptionalGroupItem,
  QuestionAnswers,
  RecommendedCheckReply,
  RestorableAnswer,
  SavedFillQuestion,
  SubmittedForm,
} from '../generated/api/fill';
import { defineEndpoint, listOf, ref, replyOf, unreadReply } from './endpoint';
import { ALL_ROLES } from './roles';

const api = 'api/fill';
const idParams = ref('api/dictionaries', 'IdParams');
const noQuery = ref('api/dictionaries', 'EmptyQuery');
const localeQuery = ref(api, 'LocaleQuery');
const fills = ['farmer', 'expert'] as const;

/**
 * The fill screen's reads. Every role may call them; what the caller may see is decided per
 * questionnaire (403 outside it, 404 for ids that name nothing).
 */
export const fillReadEndpoints = {
  filledFormList: defineEndpoint({
    method: 'GET',
    path: '/secured/questinnaire/form/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: localeQuery,
    reply: listOf<FormListItem>(api, 'FormListItem'),
  }),
  formDictionary: defineEndpoint({
    method: 'GET',
    path: '/secured/form/list',
    roles: ALL_ROLES,
    query: ref(api, 'FormDictionaryQuery'),
    reply: listOf<FormDictionaryItem>(api, 'FormDictionaryItem'),
  }),
  activeFormDictionary: defineEndpoint({
    method: 'GET',
    path: '/secured/form/list/active',
    roles: ALL_ROLES,
    query: ref(api, 'FormDictionaryQuery'),
    reply: listOf<FormDictionaryItem>(api, 'FormDictionaryItem'),
  }),
  filledSubformList: defineEndpoint({
    method: 'GET',
    path: '/secured/questinnaire/subform/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: localeQuery,
    reply: listOf<FilledSubformItem>(api, 'FilledSubformItem'),
  }),
  groupInstanceList: defineEndpoint({
    method: 'GET',
    path: '/secured/questionlist/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: localeQuery,
    reply: listOf<GroupInstance>(api, 'GroupInstance'),
  }),
  optionalGroupList: defineEndpoint({
    method: 'GET',
    path: '/secured/questionlist/optional/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: localeQuery,
    reply: listOf<OptionalGroupItem>(api, 'OptionalGroupItem'),
  }),
  questionAnswers: defineEndpoint({
    method: 'GET',
    path: '/secured/question/answerByQuestionDicId/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: ref(api, 'AnswerByQuestionQuery'),
    reply: replyOf<QuestionAnswers>(api, 'QuestionAnswers'),
  }),
  answersAsOptions: defineEndpoint({
    method: 'GET',
    path: '/secured/question/answers-from-tab7c/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: ref(api, 'AnswersAsOptionsQuery'),
    reply: listOf<AnswerAsOptionItem>(api, 'AnswerAsOptionItem'),
  }),
  recommendedCheck: defineEndpoint({
    method: 'GET',
    path: '/secured/questinnaire/checkRecommendedAnswers/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: ref(api, 'RecommendedCheckQuery'),
    reply: replyOf<RecommendedCheckReply>(api, 'RecommendedCheckReply'),
  }),
  fillQuestion: defineEndpoint({
    method: 'GET',
    path: '/secured/question/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: localeQuery,
    reply: replyOf<FillQuestion>(api, 'FillQuestion'),
  }),
} as const;

/**
 * The fill screen's writes: only the roles that fill questionnaires (403 for the others before
 * anything is read); each use case then checks the questionnaire itself.
 */
export const fillWriteEndpoints = {
  saveQuestion: defineEndpoint({
    method: 'POST',
    path: '/secured/question/save',
    roles: fills,
    query: noQuery,
    body: ref(api, 'QuestionSaveBody'),
    reply: replyOf<SavedFillQuestion>(api, 'SavedFillQuestion'),
  }),
  deleteQuestionAnswers: defineEndpoint({
    method: 'DELETE',
    path: '/secured/question/delete/:id',
    roles: fills,
    params: idParams,
    query: noQuery,
    reply: replyOf<SavedFillQuestion>(api, 'SavedFillQuestion'),
  }),
  /** Restores answers skip logic or the delete call removed: a save of them (issue 19). */
  restoreAnswers: defineEndpoint({
    method: 'POST',
    path: '/secured/question/restore/:id',
    roles: fills,
    params: idParams,
    query: noQuery,
    body: ref(api, 'RestoreBody'),
    reply: replyOf<SavedFillQuestion>(api, 'SavedFillQuestion'),
  }),
  /** What the fill screen may offer to restore on a question that skip logic released (issue 19). */
  restorableAnswer: defineEndpoint({
    method: 'GET',
    path: '/secured/question/restorable/:id',
    roles: fills,
    params: idParams,
    query: noQuery,
    reply: listOf<RestorableAnswer>(api, 'RestorableAnswer'),
  }),
  addGroupInstance: defineEndpoint({
    method: 'POST',
    path: '/secured/questionlist/addFilledQuestionList',
    roles: fills,
    query: noQuery,
    body: ref(api, 'NewGroupInstance'),
    reply: replyOf<GroupInstance>(api, 'GroupInstance'),
  }),
  removeGroupInstance: defineEndpoint({
    method: 'POST',
    path: '/secured/questionlist/deleteFilledQuestionList/:id',
    roles: fills,
    params: idParams,
    query: noQuery,
    reply: unreadReply,
  }),
  renameGroupInstance: defineEndpoint({
    method: 'PUT',
    path: '/secured/questionlist/filledQuestionList/:id/name',
    roles: fills,
    params: idParams,
    query: noQuery,
    body: ref(api, 'GroupInstanceName'),
    reply: unreadReply,
  }),
  chooseOptionalGroups: defineEndpoint({
    method: 'POST',
    path: '/secured/questionlist/saveFilledQuestionListConfig',
    roles: fills,
    query: noQuery,
    body: ref(api, 'OptionalGroupChoice'),
    reply: replyOf<OptionalGroupChange>(api, 'OptionalGroupChange'),
  }),
  submitForm: defineEndpoint({
    method: 'PUT',
    path: '/secured/questinnaire/form/:id/submit',
    roles: fills,
    params: idParams,
    query: noQuery,
    reply: replyOf<SubmittedForm>(api, 'SubmittedForm'),
  }),
} as const;
