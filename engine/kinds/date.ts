import { displayDateToStored, storedDateToDisplay } from '../answers/format-date';
import { checkDate } from '../rules/check-date';
import { defineKind } from './define-kind';
import { DATE_SAVE_DELAY_MS } from './shared/save-delays';
import { typedText } from './shared/typed-text';

const STORED_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 9: a date typed or picked as dd/MM/yyyy, not in the future, stored as yyyy-MM-dd. */
export const dateKind = defineKind({
  id: 9,
  key: 'date',
  widget: 'date',
  saveDelayMs: DATE_SAVE_DELAY_MS,
  answerFields: { required: 'answer', optional: [], list: false },
  schema: (question) => ({ type: 'string', title: question.questionText }),
  toValue: ([first]) => (typeof first.answer === 'string' ? storedDateToDisplay(first.answer) : undefined),
  toAnswers: (_question, value) => {
    const typed = typedText(value);
    const stored = typed === undefined ? undefined : displayDateToStored(typed);
    return stored === undefined ? [] : [{ answer: stored }];
  },
  validate: (_question, value, rules) =>
    typeof value === 'string' ? checkDate(value, rules.today) : { key: 'INVALID_DATE_FORMAT' },
  // A date cell; a stored text that is no date stays as it is.
  exportAnswer: (_question, [first]) => {
    const stored = first?.answer?.trim();
    if (!stored) return null;
    return STORED_DATE.test(stored) ? { date: stored } : stored;
  },
});
