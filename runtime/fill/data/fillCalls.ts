import type {
  FilledSubformItem,
  FormListItem,
  GroupInstance,
  NewGroupInstance,
  OptionalGroupChoice,
} from '@schemas/generated/api/fill';
import type { ApiCall } from '../../shared/api/apiCall';
import { isAnything, isArrayOf, isRecord } from '../../shared/api/guards';
import type { OptionalGroup } from './fillGuards';
import { isFilledSubformItem, isFormListItem, isGroupInstance, isOptionalGroup } from './fillGuards';

function locale(localeId: number): Record<string, string> {
  return { localeDicId: String(localeId) };
}

/** The questionnaire's filled forms (`id` = filled form id), first of the loading order. */
export function formListCall(questionnaireId: number, localeId: number): ApiCall<FormListItem[]> {
  return {
    method: 'GET',
    path: `/secured/questinnaire/form/${questionnaireId}`,
    query: locale(localeId),
    secured: true,
    accepts: isArrayOf(isFormListItem),
  };
}

/** The form dictionary, read for the names of the forms a question is recommended for. */
export function formDictionaryCall(localeId: number): ApiCall<Record<string, unknown>[]> {
  return {
    method: 'GET',
    path: '/secured/form/list',
    query: locale(localeId),
    secured: true,
    accepts: isArrayOf(isRecord),
  };
}

/** The filled subforms of one filled form. */
export function subformListCall(filledFormId: number, localeId: number): ApiCall<FilledSubformItem[]> {
  return {
    method: 'GET',
    path: `/secured/questinnaire/subform/${filledFormId}`,
    query: locale(localeId),
    secured: true,
    accepts: isArrayOf(isFilledSubformItem),
  };
}

/** The group instances of one filled subform, each with its questions and saved answers. */
export function groupListCall(filledSubformId: number, localeId: number): ApiCall<GroupInstance[]> {
  return {
    method: 'GET',
    path: `/secured/questionlist/${filledSubformId}`,
    query: locale(localeId),
    secured: true,
    accepts: isArrayOf(isGroupInstance),
  };
}

/** The optional groups a subform offers, with whether each is added. */
export function optionalGroupListCall(filledSubformId: number, localeId: number): ApiCall<OptionalGroup[]> {
  return {
    method: 'GET',
    path: `/secured/questionlist/optional/${filledSubformId}`,
    query: locale(localeId),
    secured: true,
    accepts: isArrayOf(isOptionalGroup),
  };
}

export function saveOptionalGroupsCall(choice: OptionalGroupChoice): ApiCall<unknown> {
  return {
    method: 'POST',
    path: '/secured/questionlist/saveFilledQuestionListConfig',
    json: choice,
    secured: true,
    accepts: isAnything,
  };
}

export function addGroupCall(group: NewGroupInstance): ApiCall<unknown> {
  return {
    method: 'POST',
    path: '/secured/questionlist/addFilledQuestionList',
    json: group,
    secured: true,
    accepts: isAnything,
  };
}

export function deleteGroupCall(groupInstanceId: number): ApiCall<unknown> {
  return {
    method: 'POST',
    path: `/secured/questionlist/deleteFilledQuestionList/${groupInstanceId}`,
    secured: true,
    accepts: isAnything,
  };
}

/** Renames an instance of a named group (qlNumber 2); the specification names no call, see the report. */
export function renameGroupCall(groupInstanceId: number, name: string): ApiCall<unknown> {
  return {
    method: 'PUT',
    path: `/secured/questionlist/filledQuestionList/${groupInstanceId}/name`,
    json: { name },
    secured: true,
    accepts: isAnything,
  };
}

/** `data` is 1 when every answer the form's report needs is filled, else the filled-form tree. */
export function recommendedCheckCall(
  questionnaireId: number,
  formDicId: number,
  localeId: number,
): ApiCall<unknown> {
  return {
    method: 'GET',
    path: `/secured/questinnaire/checkRecommendedAnswers/${questionnaireId}`,
    query: { formDicId: String(formDicId), ...locale(localeId) },
    secured: true,
    accepts: isAnything,
  };
}

/** Computes the form's indicators (the report) on the server. */
export function generateReportCall(questionnaireId: number, formDicId: number): ApiCall<unknown> {
  return {
    method: 'POST',
    path: `/secured/indicator/${questionnaireId}`,
    query: { formDicId: String(formDicId) },
    secured: true,
    accepts: isAnything,
  };
}

/** Submits a filled form: it leaves edition for good. */
export function submitFormCall(filledFormId: number): ApiCall<unknown> {
  return {
    method: 'PUT',
    path: `/secured/questinnaire/form/${filledFormId}/submit`,
    secured: true,
    accepts: isAnything,
  };
}
