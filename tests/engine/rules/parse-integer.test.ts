import { parseInteger } from '@engine/rules/parse-integer';

describe('parseInteger', () => {
  it.each([
    ['42', 42, '42'],
    ['0', 0, '0'],
    ['007', 7, '007'],
    [' 42 ', 42, '42'],
    ['-5', -5, '-5'],
    ['+5', 5, '5'],
    ['999999999999999', 999_999_999_999_999, '999999999999999'],
  ])('accepts %j as %d, stored as %j', (typed, value, stored) => {
    expect(parseInteger(typed)).toEqual({ ok: true, value, stored });
  });

  it.each(['12,5', '12.5', '12.0', 'abc', '', '1e3', '4 2', '--1', '+-1', '0x10', '5-', '١٢'])(
    'refuses %j, which is no whole number, with VALUE_SHOULD_BE_INTEGER',
    (typed) => {
      expect(parseInteger(typed)).toEqual({ ok: false, message: { key: 'VALUE_SHOULD_BE_INTEGER' } });
    },
  );

  it.each([
    ['1 000', '1000'],
    ['1,000', '1000'],
    ['1.000', '1000'],
    ['-12.500', '-12500'],
    ['1.000.000', '1000000'],
    ["1'000", '1000'],
  ])('refuses the thousands separators of %j, naming %j', (typed, plain) => {
    expect(parseInteger(typed)).toEqual({
      ok: false,
      message: { key: 'NO_THOUSANDS_SEPARATOR', params: { plain } },
    });
  });

  it('refuses more than 15 digits, which a number cannot hold exactly', () => {
    expect(parseInteger('1234567890123456')).toEqual({
      ok: false,
      message: { key: 'TOO_MANY_DIGITS', params: { max: 15 } },
    });
  });
});
