import { isOptionWithValue } from '../answers/answer-value';
import { parseInteger } from '../rules/parse-integer';
import { checkOptionValue } from '../rules/check-option-value';
import { defineKind } from './define-kind';
import { optionWithValueSchema } from './shared/choice-schema';
import { valueFitsOption } from './shared/options';
import { storedNumber, storedNumberValue } from './shared/typed-text';
import { chosenCode } from './shared/export-values';

/** 5: one option chosen, with a whole number typed beside it when the option has an input. */
export const choiceWithValueKind = defineKind({
  id: 5,
  key: 'single_choice_with_value',
  widget: 'choiceWithValue',
  composite: true,
  choice: 'single',
  answerFields: { required: 'answerListId', optional: ['answer'], list: false },
  editorFields: ['options'],
  schema: (question, options) => optionWithValueSchema(options, question.questionText),
  toValue: ([first]) =>
    typeof first.answerListId === 'number'
      ? { optionId: first.answerListId, value: first.answer ?? '' }
      : undefined,
  toAnswers: (_question, value) =>
    isOptionWithValue(value)
      ? [
          {
            answerListId: value.optionId,
            answer: value.value.trim() === '' ? null : storedNumber(value.value.trim(), parseInteger),
          },
        ]
      : [],
  validate: (question, value, rules) => {
    if (!isOptionWithValue(value)) return { key: 'OPTION_NOT_OFFERED' };
    const option = question.answerList.find((candidate) => candidate.id === value.optionId);
    return option ? checkOptionValue(option, value.value, rules.numberOf) : { key: 'OPTION_NOT_OFFERED' };
  },
  fitsAnswer: valueFitsOption,
  // The chosen option's text, then the number typed beside it ('' without one).
  // The typed number goes into the option's own column (engine/export).
  exportAnswer: chosenCode,
  indicatorInput: (_question, [first]) => storedNumberValue(first?.answer),
});
