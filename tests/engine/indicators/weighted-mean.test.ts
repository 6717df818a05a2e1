import { weightedMean } from '@engine/indicators/weighted-mean';

describe('weightedMean', () => {
  it('weighs each given value, 1 by default', () => {
    expect(weightedMean([{ value: 10, weight: 3 }, { value: 50 }])).toBe(20);
  });

  it('leaves out missing values with their weights, and values of no positive weight', () => {
    expect(weightedMean([{ value: null, weight: 5 }, { value: 40 }, { value: 90, weight: 0 }])).toBe(40);
  });

  it('is null when nothing is given', () => {
    expect(weightedMean([])).toBeNull();
    expect(weightedMean([{ value: null }])).toBeNull();
  });
});
