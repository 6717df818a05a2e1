import type { OptionWithValue } from '../answers/answer-value';

/** Single choice: choosing the chosen option again clears the answer. */
export function chooseOption(current: number | undefined, optionId: number): number | undefined {
  return current === optionId ? undefined : optionId;
}

/** Single choice with a value: a new option starts with an empty value; the same one again clears. */
export function chooseOptionWithValue(
  current: OptionWithValue | undefined,
  optionId: number,
): OptionWithValue | undefined {
  return current?.optionId === optionId ? undefined : { optionId, value: '' };
}

/** Multiple choice: a checkbox toggles the option's membership, keeping the options' order. */
export function toggleOption(current: readonly number[] | undefined, optionId: number): number[] {
  const chosen = current ?? [];
  return chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
}

/** Multiple choice with values: ticking adds the option with an empty value, unticking removes it. */
export function toggleOptionWithValue(
  current: readonly OptionWithValue[] | undefined,
  optionId: number,
): OptionWithValue[] {
  const chosen = current ?? [];
  return chosen.some((entry) => entry.optionId === optionId)
    ? chosen.filter((entry) => entry.optionId !== optionId)
    : [...chosen, { optionId, value: '' }];
}
