import { roundCoordinate } from '@engine/rules/round-coordinate';

describe('roundCoordinate', () => {
  it.each([
    [52.1234564, 52.123456],
    [52.1234565, 52.123457],
    [21.0000004, 21],
    [-0.0000006, -0.000001],
    [19.55, 19.55],
    [51.9, 51.9],
  ])('rounds %d to 6 decimals: %d', (degrees, rounded) => {
    expect(roundCoordinate(degrees)).toBe(rounded);
  });
});
