import listsSchema from '@schemas/api/lists.schema.json';
import structureAdminSchema from '@schemas/api/structure-admin.schema.json';
import commonSchema from '@schemas/common.schema.json';
import { apiContract } from '@schemas/contract/index';
import { contractCall, ignoringReply } from '../../api/contractCall';
import { bundleSchemas } from '../../api/replyCheck';

// The structure editor reads many lists at once (one per opened level): their replies are checked at
// once, without a chunk per schema.
bundleSchemas(structureAdminSchema, listsSchema, commonSchema);

function locale(localeId: number): Record<string, string> {
  return { localeDicId: String(localeId) };
}

const flag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/** The active questionnaire types (structures), named in the given locale. */
export function questionnaireTypeListCall(localeId: number) {
  return contractCall(apiContract.questionnaireTypeList, { params: { locale: localeId } });
}

/** The inactive questionnaire types, named in the given locale. */
export function inactiveQuestionnaireTypeListCall(localeId: number) {
  return contractCall(apiContract.inactiveQuestionnaireTypeList, { params: { locale: localeId } });
}

/** The forms of one questionnaire type, inactive ones included. */
export function formDicListCall(questionnaireDicId: number, localeId: number) {
  return contractCall(apiContract.formDictionary, {
    query: { questionnaireDicId: String(questionnaireDicId), ...locale(localeId) },
  });
}

export function subformDicListCall(formDicId: number, localeId: number) {
  return contractCall(apiContract.subformDicList, {
    query: { formDicId: String(formDicId), ...locale(localeId) },
  });
}

export function groupDicListCall(subFormDicId: number, localeId: number) {
  return contractCall(apiContract.groupDicList, {
    query: { subFormDicId: String(subFormDicId), ...locale(localeId) },
  });
}

export function questionDicListCall(questionListDicId: number, localeId: number) {
  return contractCall(apiContract.questionDicList, {
    query: { questionListDicId: String(questionListDicId), ...locale(localeId) },
  });
}

export function optionDicListCall(questionDicId: number, localeId: number) {
  return contractCall(apiContract.optionDicList, {
    query: { questionDicId: String(questionDicId), ...locale(localeId) },
  });
}

/** A new questionnaire type by name; the reply is the new type. */
export function addQuestionnaireTypeCall(name: string) {
  return contractCall(apiContract.addQuestionnaireType, { body: { name } });
}

export function renameQuestionnaireTypeCall(textId: number, name: string) {
  return ignoringReply(
    contractCall(apiContract.renameQuestionnaireType, { params: { textId }, body: { name } }),
  );
}

export function setQuestionnaireTypeActiveCall(questionnaireDicId: number, active: boolean) {
  return ignoringReply(
    contractCall(apiContract.setQuestionnaireTypeActive, {
      query: { questionnaireDicId: String(questionnaireDicId), isActive: flag(active) },
    }),
  );
}

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

export function setOptionActiveCall(answerDicId: number, active: boolean) {
  return ignoringReply(
    contractCall(apiContract.setOptionActive, {
      query: { answerDicId: String(answerDicId), isActive: flag(active) },
    }),
  );
}

/** The levels whose items are ordered by adjacent swaps. */
export type OrderedLevel = 'subform' | 'group' | 'question' | 'option';

const swapEndpoints = {
  subform: apiContract.swapSubforms,
  group: apiContract.swapGroups,
  question: apiContract.swapQuestions,
  option: apiContract.swapOptions,
} as const;

const deleteEndpoints = {
  subform: apiContract.deleteSubformDic,
  group: apiContract.deleteGroupDic,
  question: apiContract.deleteQuestionDic,
  option: apiContract.deleteOptionDic,
} as const;

/** Swaps the order of two adjacent siblings of one parent (the server refuses any other pair). */
export function swapCall(level: OrderedLevel, firstId: number, secondId: number) {
  return ignoringReply(
    contractCall(swapEndpoints[level], { query: { firstId: String(firstId), secondId: String(secondId) } }),
  );
}

/** Removes an item that has no answers (the server refuses the others: deactivate them instead). */
export function deleteCall(level: OrderedLevel, id: number) {
  return ignoringReply(contractCall(deleteEndpoints[level], { params: { id } }));
}
