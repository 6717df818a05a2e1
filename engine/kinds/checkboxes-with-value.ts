import { isOptionWithValueList, type OptionWithValue } from '../answers/answer-value';
import { checkOptionValue } from '../rules/check-option-value';
import { parseInteger } from '../rules/parse-integer';
import { defineKind } from './define-kind';
import { optionWithValueSchema } from './shared/choice-schema';
import { valueFitsOption } from './shared/options';
import { storedNumber, storedNumberValue } from './shared/typed-text';
import { chosenCodes } from './shared/export-values';

/** 7: several options chosen, each with a whole number typed beside it when the option has an input. */
export const checkboxesWithValueKind = defineKind({
  id: 7,
  key: 'multiple_choice_with_value',
  widget: 'checkboxesWithValue',
  composite: true,
  choice: 'multiple',
  // A ticked option whose value was cleared is saved without that option, with the message shown.
  savesWhenRequired: true,
  answerFields: { required: 'answerListId', optional: ['answer'], list: true },
  editorFields: ['options'],
  schema: (question, options) => ({
    type: 'array',
    title: question.questionText,
    items: optionWithValueSchema(options),
  }),
  toValue: (answers) =>
    answers.flatMap((answer): OptionWithValue[] =>
      typeof answer.answerListId === 'number'
        ? [{ optionId: answer.answerListId, value: answer.answer ?? '' }]
        : [],
    ),
  toAnswers: (question, value) => {
    if (!isOptionWithValueList(value)) return [];
    const withInput = new Set(
      question.answerList.filter((option) => option.hasInput).map((option) => option.id),
    );
    return value.flatMap((entry) => {
      const typed = entry.value.trim();
      // Options whose input was cleared give no answer.
      if (withInput.has(entry.optionId) && typed === '') return [];
      return [
        { answerListId: entry.optionId, answer: typed === '' ? null : storedNumber(typed, parseInteger) },
      ];
    });
  },
  validate: (question, value, rules) => {
    if (!isOptionWithValueList(value)) return { key: 'OPTION_NOT_OFFERED' };
    for (const entry of value) {
      const option = question.answerList.find((candidate) => candidate.id === entry.optionId);
      if (!option) return { key: 'OPTION_NOT_OFFERED' };
      const message = checkOptionValue(option, entry.value, rules.numberOf);
      if (message) return message;
    }
    return undefined;
  },
  fitsAnswer: valueFitsOption,
  // Each chosen option's text with its number ("Pigs: 12"), in one cell.
  // The numbers typed go into the options' own columns (engine/export).
  exportAnswer: chosenCodes,
  // The sum of the numbers typed beside the chosen options.
  indicatorInput: (_question, answers) => {
    const numbers = answers.flatMap((answer) => storedNumberValue(answer.answer) ?? []);
    return numbers.length === 0 ? undefined : numbers.reduce((sum, number) => sum + number, 0);
  },
});
