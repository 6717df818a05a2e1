import type { TFunction } from 'i18next';

/** The calls the audit log names, each with a label in the `changes.actions` texts. */
const ACTIONS = [
  'addQuestionnaireType',
  'renameQuestionnaireType',
  'setQuestionnaireTypeActive',
  'setFormActive',
  'addFormDic',
  'updateFormDic',
  'addSubformDic',
  'updateSubformDic',
  'setSubformActive',
  'swapSubforms',
  'deleteSubformDic',
  'addGroupDic',
  'updateGroupDic',
  'setGroupActive',
  'swapGroups',
  'deleteGroupDic',
  'addQuestionDic',
  'updateQuestionDic',
  'setQuestionActive',
  'swapQuestions',
  'deleteQuestionDic',
  'addOptionDic',
  'updateOptionDic',
  'setOptionActive',
  'swapOptions',
  'deleteOptionDic',
  'importStructure',
] as const;

type Action = (typeof ACTIONS)[number];

function isAction(value: string): value is Action {
  return ACTIONS.some((action) => action === value);
}

/** The translated label of a call of the audit log; a call this version does not know, by its name. */
export function actionLabel(t: TFunction<'studio'>, action: string): string {
  return isAction(action) ? t(`changes.actions.${action}`) : action;
}
