import { parseCoordinate } from '@engine/rules/parse-coordinate';

describe('parseCoordinate (the map fields)', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['12', 12],
    ['0,001', 0.001],
    ['0.001', 0.001],
    ['-3,75', -3.75],
    ['-3.75', -3.75],
    ['-7', -7],
    ['  12,5  ', 12.5],
    [' 1.5 ', 1.5],
    ['007,50', 7.5],
  ])('accepts %j, with either decimal mark, as %d', (typed, value) => {
    expect(parseCoordinate(typed)).toEqual({ ok: true, value });
  });

  it.each([
    'abc',
    '',
    '   ',
    '12,5,3',
    '12.5.3',
    ',5',
    '.5',
    '12,',
    '12.',
    '1 000',
    '1e3',
    '+5',
    '12,5a',
    '--1',
    '1.000,5',
  ])('refuses %j, which is no number, with VALUE_SHOULD_BE_NUMBER', (typed) => {
    expect(parseCoordinate(typed)).toEqual({ ok: false, message: { key: 'VALUE_SHOULD_BE_NUMBER' } });
  });
});
