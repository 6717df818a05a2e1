import { parseDecimal } from '@engine/rules/parse-decimal';

describe('parseDecimal', () => {
  it.each([
    ['12,5', 12.5, '12.5'],
    ['12.5', 12.5, '12.5'],
    ['12', 12, '12'],
    ['0,001', 0.001, '0.001'],
    ['0.125', 0.125, '0.125'],
    ['-3,75', -3.75, '-3.75'],
    ['-7', -7, '-7'],
    ['+7,5', 7.5, '7.5'],
    ['  12,5  ', 12.5, '12.5'],
    ['007,50', 7.5, '007.50'],
    ['1,2340', 1.234, '1.2340'],
    ['1234,567', 1234.567, '1234.567'],
    ['12,34', 12.34, '12.34'],
  ])('accepts %j as %d, stored as %j', (typed, value, stored) => {
    expect(parseDecimal(typed)).toEqual({ ok: true, value, stored });
  });

  it.each([
    ['1,234', '1234', '1,2340'],
    ['1.234', '1234', '1.2340'],
    ['-999,000', '-999000', '-999,0000'],
    ['+12.500', '12500', '12.5000'],
  ])('refuses %j, a thousand or a decimal, suggesting %j or %j', (typed, whole, decimal) => {
    expect(parseDecimal(typed)).toEqual({
      ok: false,
      message: { key: 'AMBIGUOUS_SEPARATOR', params: { whole, decimal } },
    });
  });

  it.each([
    ['1 000', '1000'],
    ['1.234,5', '1234,5'],
    ['1,234.5', '1234.5'],
    ['12 345 678,9', '12345678,9'],
    ['1\u00a0000', '1000'],
  ])('refuses the thousands separators of %j, naming %j', (typed, plain) => {
    expect(parseDecimal(typed)).toEqual({
      ok: false,
      message: { key: 'NO_THOUSANDS_SEPARATOR', params: { plain } },
    });
  });

  it.each([
    'abc',
    '',
    '   ',
    '12,5,3',
    '1.2.3',
    ',5',
    '12,',
    '1e3',
    '12,5a',
    '--1',
    '1,234,5',
    'NaN',
    'Infinity',
  ])('refuses %j, which is no number, with VALUE_SHOULD_BE_NUMBER', (typed) => {
    expect(parseDecimal(typed)).toEqual({ ok: false, message: { key: 'VALUE_SHOULD_BE_NUMBER' } });
  });

  it('refuses more than 15 digits in all', () => {
    expect(parseDecimal('0,123456789012345')).toEqual({
      ok: false,
      message: { key: 'TOO_MANY_DIGITS', params: { max: 15 } },
    });
    expect(parseDecimal('0,12345678901234')).toMatchObject({ ok: true, value: 0.12345678901234 });
  });
});
