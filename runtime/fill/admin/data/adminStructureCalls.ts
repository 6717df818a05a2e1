import structureAdminSchema from '@schemas/api/structure-admin.schema.json';
import commonSchema from '@schemas/common.schema.json';
import { apiContract } from '@schemas/contract/index';
import { contractCall, ignoringReply } from '../../../shared/api/contractCall';
import { bundleSchemas } from '../../../shared/api/replyCheck';

// The structure replies are checked at once, without a chunk of their own.
bundleSchemas(structureAdminSchema, commonSchema);

function locale(localeId: number): Record<string, string> {
  return { localeDicId: String(localeId) };
}

/** The forms of one questionnaire type, inactive ones too for administrators. */
export function typeFormListCall(questionnaireDicId: number, localeId: number) {
  return contractCall(apiContract.formDictionary, {
    query: { ...locale(localeId), questionnaireDicId: String(questionnaireDicId) },
  });
}

export function subformDicListCall(formDicId: number, localeId: number) {
  return contractCall(apiContract.subformDicList, {
    query: { ...locale(localeId), formDicId: String(formDicId) },
  });
}

export function groupDicListCall(subFormDicId: number, localeId: number) {
  return contractCall(apiContract.groupDicList, {
    query: { ...locale(localeId), subFormDicId: String(subFormDicId) },
  });
}

export function questionDicListCall(questionListDicId: number, localeId: number) {
  return contractCall(apiContract.questionDicList, {
    query: { ...locale(localeId), questionListDicId: String(questionListDicId) },
  });
}

export function optionDicListCall(questionDicId: number, localeId: number) {
  return contractCall(apiContract.optionDicList, {
    query: { ...locale(localeId), questionDicId: String(questionDicId) },
  });
}

export function activeTypeListCall(localeId: number) {
  return contractCall(apiContract.questionnaireTypeList, { params: { locale: localeId } });
}

export function inactiveTypeListCall(localeId: number) {
  return contractCall(apiContract.inactiveQuestionnaireTypeList, { params: { locale: localeId } });
}

const flag = (value: boolean) => (value ? 'true' : 'false');

export function setFormActiveCall(formDicId: number, active: boolean) {
  return ignoringReply(
    contractCall(apiContract.setFormActive, { params: { formTypeId: formDicId, value: flag(active) } }),
  );
}

export function setSubformActiveCall(subFormDicId: number, active: boolean) {
  return ignoringReply(
    contractCall(apiContract.setSubformActive, {
      query: { subFormDicId: String(subFormDicId), isActive: flag(active) },
    }),
  );
}

export function setGroupActiveCall(questionGroupDicId: number, active: boolean) {
  return ignoringReply(
    contractCall(apiContract.setGroupActive, {
      query: { questionGroupDicId: String(questionGroupDicId), isActive: flag(active) },
    }),
  );
}

export function setQuestionActiveCall(questionListDicId: number, questionId: number, active: boolean) {
  return ignoringReply(
    contractCall(apiContract.setQuestionActive, {
      query: {
        questionListDicId: String(questionListDicId),
        questionId: String(questionId),
        isActive: flag(active),
      },
    }),
  );
}

export function swapSubformsCall(firstId: number, secondId: number) {
  return ignoringReply(
    contractCall(apiContract.swapSubforms, {
      query: { firstId: String(firstId), secondId: String(secondId) },
    }),
  );
}
