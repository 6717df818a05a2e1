import type { Choice } from '../shared/forms/ChoiceField';

/** Whether a choice's name contains the typed text, in any case and ignoring the text's outer spaces. */
export function choiceMatches(choice: Choice, typed: string): boolean {
  const needle = typed.trim().toLocaleLowerCase();
  return needle === '' || choice.name.toLocaleLowerCase().includes(needle);
}
