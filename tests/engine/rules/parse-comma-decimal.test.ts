import { parseCommaDecimal } from '@engine/rules/parse-comma-decimal';

describe('parseCommaDecimal (coordinates)', () => {
  it.each([
    ['12,5', 12.5],
    ['12', 12],
    ['0,001', 0.001],
    ['-3,75', -3.75],
    ['-7', -7],
    ['  12,5  ', 12.5],
    ['007,50', 7.5],
  ])('accepts the comma decimal %j as %d', (typed, value) => {
    expect(parseCommaDecimal(typed)).toEqual({ ok: true, value });
  });

  it.each(['12.5', '-3.75', '0.1', ' 1.5 '])('refuses the dot decimal %j with ONLY_COMMA', (typed) => {
    expect(parseCommaDecimal(typed)).toEqual({ ok: false, message: { key: 'ONLY_COMMA' } });
  });

  it.each(['abc', '', '   ', '12,5,3', ',5', '12,', '1 000', '1e3', '+5', '12,5a', '--1', '1.000,5'])(
    'refuses %j, which is no number, with VALUE_SHOULD_BE_NUMBER',
    (typed) => {
      expect(parseCommaDecimal(typed)).toEqual({ ok: false, message: { key: 'VALUE_SHOULD_BE_NUMBER' } });
    },
  );
});
