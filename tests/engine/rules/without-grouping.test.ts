import { withoutGrouping } from '@engine/rules/without-grouping';

describe('withoutGrouping', () => {
  it.each([
    ['1 234', '1234'],
    ['-1 234 567', '-1234567'],
    ['+1 000', '1000'],
    ['1.234.567', '1234567'],
    ['1,234,567.89', '1234567.89'],
    ['1.234,5', '1234,5'],
    ["12'345", '12345'],
    ['1\u202f000', '1000'],
  ])('%j without its thousands separators is %j', (typed, plain) => {
    expect(withoutGrouping(typed)).toBe(plain);
  });

  it.each([
    '1234',
    '12 34',
    '1 2345',
    '0 123',
    '1,234,5',
    '1.234.5',
    '1 234,5,6',
    '1 234.567,8',
    'a 123',
    '1,23',
  ])('%j is not a number in groups of three', (typed) => {
    expect(withoutGrouping(typed)).toBeUndefined();
  });
});
