import { parseInteger } from '@engine/rules/parse-integer';

describe('parseInteger', () => {
  it.each([
    ['42', 42],
    ['0', 0],
    ['007', 7],
    [' 42 ', 42],
    ['999999999999999', 999_999_999_999_999],
  ])('accepts the digits %j as %d', (typed, value) => {
    expect(parseInteger(typed)).toEqual({ ok: true, value });
  });

  it.each(['-5', '+5', '12,5', '12.5', 'abc', '', '1 000', '1e3', '4 2', '1234567890123456'])(
    'refuses %j, which is not digits only (at most 15), with VALUE_SHOULD_BE_INTEGER',
    (typed) => {
      expect(parseInteger(typed)).toEqual({ ok: false, message: { key: 'VALUE_SHOULD_BE_INTEGER' } });
    },
  );
});
