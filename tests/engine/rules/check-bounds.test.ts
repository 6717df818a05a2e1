import { checkBounds, type Bounds } from '@engine/rules/check-bounds';

describe('checkBounds', () => {
  it.each<[number, Bounds]>([
    [5, {}],
    [0, { min: 0, max: 10 }],
    [10, { min: 0, max: 10 }],
    [5, { min: 0, max: 10 }],
    [-1000, { max: 0 }],
    [1000, { min: 0 }],
    [2.5, { min: 2.5 }],
  ])('accepts %d within %j (bounds are inclusive)', (value, bounds) => {
    expect(checkBounds(value, bounds)).toBeUndefined();
  });

  it.each<[number, Bounds, string, Record<string, number>]>([
    [-1, { min: 0, max: 10 }, 'VALUE_BETWEEN', { min: 0, max: 10 }],
    [11, { min: 0, max: 10 }, 'VALUE_BETWEEN', { min: 0, max: 10 }],
    [-1, { min: 0 }, 'VALUE_GREATER_THAN', { min: 0 }],
    [4.99, { min: 5 }, 'VALUE_GREATER_THAN', { min: 5 }],
    [11, { max: 10 }, 'VALUE_LESS_THAN', { max: 10 }],
    [1, { max: 0 }, 'VALUE_LESS_THAN', { max: 0 }],
  ])('refuses %d outside %j with %s and its params', (value, bounds, key, params) => {
    expect(checkBounds(value, bounds)).toEqual({ key, params });
  });
});
