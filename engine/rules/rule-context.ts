import type { GeoBounds } from '../context';

/** What the answer rules read besides the value: today, the country, other questions' numbers. */
export interface RuleContext {
  /** yyyy-MM-dd */
  today: string;
  countryBounds?: GeoBounds;
  /** The numeric answer of another question (by dictionary id), for bounds taken from answers. */
  numberOf(questionId: number): number | undefined;
}
