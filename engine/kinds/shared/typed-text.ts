import type { AnswerValue } from '../../answers/answer-value';
import type { TypedNumber } from '../../rules/typed-number';

/** What was typed, without the spaces around it (the rules ignore them too); undefined when blank. */
export function typedText(value: AnswerValue | undefined): string | undefined {
  const typed = typeof value === 'string' ? value.trim() : '';
  return typed === '' ? undefined : typed;
}

/**
 * A typed number as stored: its digits as typed with a point and no plus sign ("12,5" → "12.5",
 * "+5" → "5"); a text the rules refuse stays as it is (it is never saved, see buildSave).
 */
export function storedNumber(typed: string, parse: (text: string) => TypedNumber): string {
  const parsed = parse(typed);
  return parsed.ok ? parsed.stored : typed;
}

/** A stored number (with a point) as a number; undefined when there is none. */
export function storedNumberValue(stored: string | null | undefined): number | undefined {
  if (typeof stored !== 'string' || stored.trim() === '') return undefined;
  const number = Number(stored);
  return Number.isFinite(number) ? number : undefined;
}
