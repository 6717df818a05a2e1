import { parseDecimal } from '../rules/parse-decimal';
import { resolveBounds } from '../rules/resolve-bounds';
import { defineKind } from './define-kind';
import { storedNumber, storedNumberValue, typedText } from './shared/typed-text';
import { typedNumberRule } from './shared/typed-number-rule';
import { exactNumber } from './shared/export-values';

/** 2: a decimal number, typed with a comma (a point is accepted), stored with a point. */
export const decimalKind = defineKind({
  id: 2,
  key: 'decimal',
  indicatorReads: 'number',
  widget: 'decimal',
  answerFields: { required: 'answer', optional: [], list: false },
  editorFields: ['min', 'max', 'maxFromQuestionKey'],
  schema: (question) => ({ type: 'string', title: question.questionText }),
  cardDetails: (question, numberOf) => ({ bounds: resolveBounds(question, numberOf) }),
  toValue: ([first]) => (typeof first.answer === 'string' ? first.answer.replace('.', ',') : undefined),
  toAnswers: (_question, value) => {
    const typed = typedText(value);
    return typed === undefined ? [] : [{ answer: storedNumber(typed, parseDecimal) }];
  },
  validate: (question, value, rules) =>
    typeof value === 'string'
      ? typedNumberRule(question, value, parseDecimal, rules)
      : { key: 'VALUE_SHOULD_BE_NUMBER' },
  exportAnswer: (_question, [first]) => exactNumber(first?.answer),
  indicatorInput: (_question, [first]) => storedNumberValue(first?.answer),
});
