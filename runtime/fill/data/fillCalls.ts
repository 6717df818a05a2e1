import answersSchema from '@schemas/answers.schema.json';
import fillSchema from '@schemas/api/fill.schema.json';
import commonSchema from '@schemas/common.schema.json';
import { apiContract } from '@schemas/contract/index';
import type { NewGroupInstance, OptionalGroupChoice } from '@schemas/generated/api/fill';
import { contractCall, ignoringReply } from '../../shared/api/contractCall';
import { bundleSchemas } from '../../shared/api/replyCheck';

// The fill screen checks its replies at once, without a chunk per schema.
bundleSchemas(fillSchema, answersSchema, commonSchema);

function locale(localeId: number): Record<string, string> {
  return { localeDicId: String(localeId) };
}

/** The questionnaire's filled forms (`id` = filled form id), first of the loading order. */
export function formListCall(questionnaireId: number, localeId: number) {
  return contractCall(apiContract.filledFormList, {
    params: { id: questionnaireId },
    query: locale(localeId),
  });
}

/** The form dictionary, read for the names of the forms a question is recommended for. */
export function formDictionaryCall(localeId: number) {
  return contractCall(apiContract.formDictionary, { query: locale(localeId) });
}

/** The filled subforms of one filled form. */
export function subformListCall(filledFormId: number, localeId: number) {
  return contractCall(apiContract.filledSubformList, {
    params: { id: filledFormId },
    query: locale(localeId),
  });
}

/** The group instances of one filled subform, each with its questions and saved answers. */
export function groupListCall(filledSubformId: number, localeId: number) {
  return contractCall(apiContract.groupInstanceList, {
    params: { id: filledSubformId },
    query: locale(localeId),
  });
}

/** The optional groups a subform offers, with whether each is added. */
export function optionalGroupListCall(filledSubformId: number, localeId: number) {
  return contractCall(apiContract.optionalGroupList, {
    params: { id: filledSubformId },
    query: locale(localeId),
  });
}

export function saveOptionalGroupsCall(choice: OptionalGroupChoice) {
  return ignoringReply(contractCall(apiContract.chooseOptionalGroups, { body: { ...choice } }));
}

export function addGroupCall(group: NewGroupInstance) {
  return ignoringReply(contractCall(apiContract.addGroupInstance, { body: { ...group } }));
}

export function deleteGroupCall(groupInstanceId: number) {
  return ignoringReply(contractCall(apiContract.removeGroupInstance, { params: { id: groupInstanceId } }));
}

/** Renames an instance of a named group (qlNumber 2); the specification names no call, see the report. */
export function renameGroupCall(groupInstanceId: number, name: string) {
  return ignoringReply(
    contractCall(apiContract.renameGroupInstance, { params: { id: groupInstanceId }, body: { name } }),
  );
}

/** `data` is 1 when every answer the form's report needs is filled, else the filled-form tree. */
export function recommendedCheckCall(questionnaireId: number, formDicId: number, localeId: number) {
  return ignoringReply(
    contractCall(apiContract.recommendedCheck, {
      params: { id: questionnaireId },
      query: { formDicId: String(formDicId), ...locale(localeId) },
    }),
  );
}

/** Computes the form's indicators (the report) on the server and stores them, replacing the last one. */
export function generateReportCall(questionnaireId: number, formDicId: number, localeId: number) {
  return ignoringReply(
    contractCall(apiContract.generateReport, {
      params: { id: questionnaireId },
      query: { formDicId: String(formDicId), ...locale(localeId) },
    }),
  );
}

/** Submits a filled form: it leaves edition for good. */
export function submitFormCall(filledFormId: number) {
  return ignoringReply(contractCall(apiContract.submitForm, { params: { id: filledFormId } }));
}
