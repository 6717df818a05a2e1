import { checkWholeNumber, wholeNumberOf } from '@engine/structure/check-whole-number';

describe('checkWholeNumber', () => {
  it.each([undefined, null, '', '0', '7', '120', 0, 15, '999999999'])('accepts %j', (value) => {
    expect(checkWholeNumber('min', value)).toEqual([]);
  });

  it.each(['01', '-1', -1, '1.5', 1.5, '1,5', 'abc', ' 5', '1e3', '1000000000'])('refuses %j', (value) => {
    expect(checkWholeNumber('min', value)).toEqual([
      { field: 'min', message: { key: 'VALUE_SHOULD_BE_NUMBER' } },
    ]);
  });
});

describe('wholeNumberOf', () => {
  it('reads an empty field as null and a written one as its number', () => {
    expect(wholeNumberOf(undefined)).toBeNull();
    expect(wholeNumberOf(null)).toBeNull();
    expect(wholeNumberOf('')).toBeNull();
    expect(wholeNumberOf('12')).toBe(12);
    expect(wholeNumberOf(0)).toBe(0);
  });
});
