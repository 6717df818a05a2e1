import { parseInteger } from '../rules/parse-integer';
import { resolveBounds } from '../rules/resolve-bounds';
import { defineKind } from './define-kind';
import { storedNumber, storedNumberValue, typedText } from './shared/typed-text';
import { typedNumberRule } from './shared/typed-number-rule';
import { exactNumber } from './shared/export-values';

/** 1: a whole number, typed; kept as text while typed so a half-typed number is not lost. */
export const integerKind = defineKind({
  id: 1,
  key: 'integer',
  indicatorReads: 'number',
  widget: 'integer',
  answerFields: { required: 'answer', optional: [], list: false },
  editorFields: ['min', 'max', 'maxFromQuestionKey'],
  // An invalid number saves an empty answer: the old number no longer stands for what was typed.
  savesEmptyWhenInvalid: true,
  schema: (question) => ({ type: 'string', title: question.questionText }),
  cardDetails: (question, numberOf) => ({ bounds: resolveBounds(question, numberOf) }),
  toValue: ([first]) => first.answer ?? undefined,
  toAnswers: (_question, value) => {
    const typed = typedText(value);
    return typed === undefined ? [] : [{ answer: storedNumber(typed, parseInteger) }];
  },
  validate: (question, value, rules) =>
    typeof value === 'string'
      ? typedNumberRule(question, value, parseInteger, rules)
      : { key: 'VALUE_SHOULD_BE_INTEGER' },
  exportAnswer: (_question, [first]) => exactNumber(first?.answer),
  indicatorInput: (_question, [first]) => storedNumberValue(first?.answer),
});
