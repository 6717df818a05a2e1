/** The longest unit name (description) the server takes. */
export const UNIT_DESCRIPTION_MAX = 1000;

export type UnitDescriptionProblem = 'required' | 'tooLong';

/** Checks the trimmed unit name as the server will: required, at most UNIT_DESCRIPTION_MAX characters. */
export function unitDescriptionProblem(description: string): UnitDescriptionProblem | undefined {
  const trimmed = description.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > UNIT_DESCRIPTION_MAX ? 'tooLong' : undefined;
}
