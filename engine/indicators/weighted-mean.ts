/** A value with its weight in a mean; a null value takes no part. */
export interface Weighted {
  value: number | null;
  /** 1 when not given. */
  weight?: number;
}

/**
 * The weighted mean of the values that are given: a missing value is left out (its weight with it),
 * not counted as 0, so an unanswered question neither lowers nor raises a theme.
 *
 * @returns the mean, or null when no value is given
 */
export function weightedMean(entries: readonly Weighted[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const { value, weight = 1 } of entries) {
    if (value === null || !(weight > 0)) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
}
