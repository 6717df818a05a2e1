import { checkOptionValue } from '@engine/rules/check-option-value';
import { option } from '@tests/fixtures/fill-group';

const answers: Record<number, number> = { 1: 30 };
const numberOf = (questionId: number): number | undefined => answers[questionId];

const withInput = option(51, 'Contract', { hasInput: true, min: 1, max: 100 });
const boundedByAnswer = option(71, 'Gas', { hasInput: true, maxAnswerQuestionId: 1 });
const boundedByUnanswered = option(74, 'Coal', { hasInput: true, maxAnswerQuestionId: 9 });
const minOnly = option(75, 'Wood', { hasInput: true, min: 10 });
const withoutInput = option(52, 'Spot market');

describe('checkOptionValue', () => {
  it.each([
    ['an option without input, whatever is typed', withoutInput, ''],
    ['an option without input with a stray text', withoutInput, 'abc'],
    ['a whole number within the option bounds', withInput, '1'],
    ['the upper bound of the option', withInput, '100'],
    ['a value up to the answer of the bounding question', boundedByAnswer, '30'],
    ['any whole number while the bounding question is unanswered', boundedByUnanswered, '123456'],
  ])('accepts %s', (_name, candidate, typed) => {
    expect(checkOptionValue(candidate, typed, numberOf)).toBeUndefined();
  });

  it.each(['', '   '])(
    'requires a value once an option with input is chosen (%j → FIELD_REQUIRED)',
    (typed) => {
      expect(checkOptionValue(withInput, typed, numberOf)).toEqual({ key: 'FIELD_REQUIRED' });
    },
  );

  it.each(['12,5', '12.5', '1e3', 'abc'])(
    'parses the value as an integer: %j → VALUE_SHOULD_BE_INTEGER',
    (typed) => {
      expect(checkOptionValue(withInput, typed, numberOf)).toEqual({ key: 'VALUE_SHOULD_BE_INTEGER' });
    },
  );

  it.each([
    ['the option min and max', '0', { key: 'VALUE_BETWEEN', params: { min: 1, max: 100 } }, withInput],
    ['the option min and max', '-3', { key: 'VALUE_BETWEEN', params: { min: 1, max: 100 } }, withInput],
    ['the option min and max', '101', { key: 'VALUE_BETWEEN', params: { min: 1, max: 100 } }, withInput],
    ['the option minimum', '9', { key: 'VALUE_GREATER_THAN', params: { min: 10 } }, minOnly],
    ["another question's answer", '31', { key: 'VALUE_LESS_THAN', params: { max: 30 } }, boundedByAnswer],
  ])('checks %s: %j → %j', (_name, typed, message, candidate) => {
    expect(checkOptionValue(candidate, typed, numberOf)).toEqual(message);
  });
});
