import fc from 'fast-check';
import {
  isAnswerValue,
  isEmptyValue,
  isGridSquareValue,
  isIdList,
  isOptionWithValue,
  isOptionWithValueList,
  isPointValue,
  type AnswerValue,
} from '@engine/answers/answer-value';
import { answerTypes, square, validValues } from '@tests/fixtures/answer-values';

const point = { latitude: 52, longitude: 21 };
const grid = { squareId: 'E1N1', geometry: square(21, 52) };
const withValue = { optionId: 51, value: '5' };

describe('answer value guards', () => {
  it.each<[string, (value: unknown) => boolean, unknown[], unknown[]]>([
    [
      'isOptionWithValue',
      isOptionWithValue,
      [withValue, { optionId: 1, value: '' }],
      [null, 51, { optionId: 51 }, { optionId: '51', value: '5' }, { optionId: 51, value: 5 }],
    ],
    [
      'isPointValue',
      isPointValue,
      [point, { latitude: 0, longitude: 0 }],
      [null, [21, 52], { latitude: '52', longitude: 21 }, { latitude: 52 }],
    ],
    [
      'isGridSquareValue',
      isGridSquareValue,
      [grid],
      [null, 'E1N1', { squareId: 'E1N1' }, { squareId: 1, geometry: {} }],
    ],
    ['isIdList', isIdList, [[], [1, 2]], [[1, '2'], '1', 1, [withValue]]],
    ['isOptionWithValueList', isOptionWithValueList, [[], [withValue]], [[withValue, 1], withValue, [1]]],
  ])('%s tells its shape from the others', (_name, guard, accepted, refused) => {
    for (const value of accepted) expect(guard(value)).toBe(true);
    for (const value of refused) expect(guard(value)).toBe(false);
  });
});

describe('isEmptyValue', () => {
  it.each<[AnswerValue | undefined, boolean]>([
    [undefined, true],
    ['', true],
    ['   ', true],
    [[], true],
    ['0', false],
    ['x', false],
    [0, false],
    [41, false],
    [[61], false],
    [withValue, false],
    [{ optionId: 51, value: '' }, false],
    [[withValue], false],
    [point, false],
    [grid, false],
  ])('%j is unanswered: %s', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });
});

describe('isAnswerValue', () => {
  it.each(answerTypes)('takes every valid value of answer type %i', (answerType) => {
    fc.assert(fc.property(validValues[answerType], (value) => isAnswerValue(value)));
  });

  it('refuses what is no answer: RJSF’s empty object, half a point, a photo without its name, a flag', () => {
    for (const value of [{}, [{}], { latitude: 52 }, [{ caption: 'Gate' }], true, null, undefined]) {
      expect(isAnswerValue(value)).toBe(false);
    }
  });
});
