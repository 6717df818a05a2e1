import { isIdList } from '../answers/answer-value';
import { defineKind } from './define-kind';
import { choiceSchema } from './shared/choice-schema';
import { notOffered, savedOptionIds } from './shared/options';
import { chosenCodes } from './shared/export-values';

/** 6: several options chosen, as checkboxes. */
export const checkboxesKind = defineKind({
  id: 6,
  key: 'multiple_choice',
  widget: 'checkboxes',
  choice: 'multiple',
  answerFields: { required: 'answerListId', optional: [], list: true },
  editorFields: ['options'],
  schema: (question, options) => ({
    type: 'array',
    title: question.questionText,
    items: choiceSchema(options),
    uniqueItems: true,
  }),
  toValue: (answers) => savedOptionIds(answers),
  toAnswers: (_question, value) => (isIdList(value) ? value.map((answerListId) => ({ answerListId })) : []),
  validate: (question, value) =>
    isIdList(value) ? notOffered(question, value) : { key: 'OPTION_NOT_OFFERED' },
  // The chosen options' texts in one cell.
  exportAnswer: chosenCodes,
});
