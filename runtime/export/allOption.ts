/** The "All" entry of a multiple choice (the specification's −1): it toggles every option. */
export const ALL_OPTION = -1;

/** Whether every option is chosen (a list without options never is). */
export function allChosen(chosen: readonly number[], options: readonly number[]): boolean {
  return options.length > 0 && options.every((option) => chosen.includes(option));
}

/**
 * The choice after `clicked` was picked: All chooses every option, or none when every option already
 * was; any other option is added or taken away. The result keeps the options' order.
 */
export function toggleOption(
  chosen: readonly number[],
  clicked: number,
  options: readonly number[],
): number[] {
  if (clicked === ALL_OPTION) return allChosen(chosen, options) ? [] : [...options];
  const next = chosen.includes(clicked) ? chosen.filter((id) => id !== clicked) : [...chosen, clicked];
  return options.filter((option) => next.includes(option));
}
