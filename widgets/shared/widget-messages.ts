import { errorId, helpId } from '@rjsf/utils';

/** The ids a control points at with aria-describedby: its hint and its errors, when shown. */
export function describedBy(id: string, parts: { hint: boolean; errors: boolean }): string | undefined {
  const ids: string[] = [];
  if (parts.hint) ids.push(helpId(id));
  if (parts.errors) ids.push(errorId(id));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * The messages a widget shows: its own verdicts first (checked as the user types), then the errors
 * RJSF hands it (the runtime's engine verdicts, fed through `extraErrors`), each text once.
 */
export function mergeErrors(
  own: readonly (string | undefined)[],
  rawErrors: readonly string[] | undefined,
  hideError = false,
): string[] {
  const texts: string[] = [];
  for (const text of [...own, ...(hideError ? [] : (rawErrors ?? []))]) {
    if (text !== undefined && text.trim() !== '' && !texts.includes(text)) texts.push(text);
  }
  return texts;
}
