/**
 * The name of a new question group instance from the group's pattern: `{unitNumber}` becomes the unit's
 * code and `{n}` the instance's running number, e.g. `'{unitNumber}_B{n}'` → `'PL-001_B2'`.
 */
export function instanceName(pattern: string, values: { unitNumber: string; n: number }): string {
  return pattern.replaceAll('{unitNumber}', values.unitNumber).replaceAll('{n}', String(values.n));
}
