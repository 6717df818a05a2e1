import type { OptionWithValue } from '@engine/answers/answer-value';
import {
  chooseOption,
  chooseOptionWithValue,
  toggleOption,
  toggleOptionWithValue,
} from '@engine/options/choose-option';

describe('chooseOption', () => {
  it.each([
    [undefined, 41, 41],
    [41, 42, 42],
    [41, 41, undefined],
  ])('chosen %j, choosing %i gives %j (the same option again clears it)', (current, optionId, next) => {
    expect(chooseOption(current, optionId)).toBe(next);
  });
});

describe('chooseOptionWithValue', () => {
  it.each<[OptionWithValue | undefined, number, OptionWithValue | undefined]>([
    [undefined, 51, { optionId: 51, value: '' }],
    [{ optionId: 52, value: '' }, 51, { optionId: 51, value: '' }],
    [{ optionId: 51, value: '12' }, 52, { optionId: 52, value: '' }],
    [{ optionId: 51, value: '12' }, 51, undefined],
  ])(
    'chosen %j, choosing %i gives %j (a new option starts empty, the same one clears)',
    (current, optionId, next) => {
      expect(chooseOptionWithValue(current, optionId)).toEqual(next);
    },
  );
});

describe('toggleOption', () => {
  it.each([
    [undefined, 61, [61]],
    [[], 61, [61]],
    [[61], 62, [61, 62]],
    [[61, 62, 63], 62, [61, 63]],
    [[61], 61, []],
  ])('chosen %j, ticking %i gives %j', (current, optionId, next) => {
    expect(toggleOption(current, optionId)).toEqual(next);
  });

  it('leaves the current list untouched', () => {
    const current = [61, 62];
    toggleOption(current, 63);
    toggleOption(current, 61);
    expect(current).toEqual([61, 62]);
  });
});

describe('toggleOptionWithValue', () => {
  it.each<[OptionWithValue[] | undefined, number, OptionWithValue[]]>([
    [undefined, 71, [{ optionId: 71, value: '' }]],
    [
      [{ optionId: 71, value: '5' }],
      72,
      [
        { optionId: 71, value: '5' },
        { optionId: 72, value: '' },
      ],
    ],
    [
      [
        { optionId: 71, value: '5' },
        { optionId: 72, value: '6' },
      ],
      71,
      [{ optionId: 72, value: '6' }],
    ],
  ])(
    'chosen %j, ticking %i gives %j (ticked options start empty, unticking removes)',
    (current, optionId, next) => {
      expect(toggleOptionWithValue(current, optionId)).toEqual(next);
    },
  );
});
