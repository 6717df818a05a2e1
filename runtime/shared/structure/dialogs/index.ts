/** The structure's add and edit dialogs, shared by the studio and the fill screen's admin mode. */
export { QuestionnaireTypeDialog, type QuestionnaireTypeDialogProps } from './QuestionnaireTypeDialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { SubformDialog, type SubformDialogProps } from './SubformDialog';
export { QuestionGroupDialog, type QuestionGroupDialogProps } from './QuestionGroupDialog';
export { QuestionDialog, type QuestionDialogProps } from './QuestionDialog';
export { AnswerOptionDialog, type AnswerOptionDialogProps } from './AnswerOptionDialog';
export { TranslationFields, type TranslationFieldsProps } from './TranslationFields';
export { answerTypeName, offeredAnswerKinds } from './answerTypeChoices';
