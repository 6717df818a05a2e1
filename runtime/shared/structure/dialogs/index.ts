/** The structure's add and edit dialogs, shared by the studio and the fill screen's admin mode. */
export { SubformDialog, type SubformDialogProps } from './SubformDialog';
export { QuestionDialog, type QuestionDialogProps } from './QuestionDialog';
export { TranslationFields, type TranslationFieldsProps } from './TranslationFields';
