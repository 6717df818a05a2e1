import { textLimit } from '../rules/text-limit';
import { defineKind } from './define-kind';
import { TEXT_SAVE_DELAY_MS } from './shared/save-delays';

/** 3: a long text (4 rows), limited by the question's max, else 1000 characters. */
export const longTextKind = defineKind({
  id: 3,
  key: 'long_text',
  widget: 'longText',
  saveDelayMs: TEXT_SAVE_DELAY_MS,
  answerFields: { required: 'answer', optional: [], list: false },
  editorFields: ['max'],
  offersAnswersAsOptions: true,
  schema: (question) => ({
    type: 'string',
    title: question.questionText,
    maxLength: textLimit(question.max),
  }),
  cardDetails: (question) => ({ textLimit: textLimit(question.max) }),
  toValue: ([first]) => first.answer ?? undefined,
  // A long text is kept exactly as written, line breaks and indentation included.
  toAnswers: (_question, value) =>
    typeof value === 'string' && value.trim() !== '' ? [{ answer: value }] : [],
  validate: (question, value) => {
    const limit = textLimit(question.max);
    if (typeof value !== 'string') return { key: 'FIELD_REQUIRED' };
    return value.length > limit ? { key: 'TEXT_TOO_LONG', params: { max: limit } } : undefined;
  },
  exportAnswer: (_question, [first]) => (first?.answer ? first.answer : null),
});
