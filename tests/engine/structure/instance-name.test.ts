import { instanceName } from '@engine/structure/instance-name';

describe('instanceName', () => {
  it.each([
    ['{unitNumber}_B{n}', 'PL-001', 2, 'PL-001_B2'],
    ['Pen {n}', 'PL-001', 10, 'Pen 10'],
    ['{unitNumber}/{unitNumber}', 'X', 1, 'X/X'],
    ['Fixed name', 'PL-001', 3, 'Fixed name'],
  ])('%s with unit %s and number %i gives %s', (pattern, unitNumber, n, expected) => {
    expect(instanceName(pattern, { unitNumber, n })).toBe(expected);
  });
});
