import type { TranslatedText } from '@schemas/generated/api/structure-admin';
import {
  FALLBACK_LOCALE_ID,
  STRUCTURE_LOCALE_IDS,
  problem,
  translationOf,
  type StructureProblem,
} from './structure-problem';

/**
 * A translated text that must exist: in every language (`'all'`), or in English only (`'fallback'`, the
 * other languages falling back to it). Each missing language is its own problem (`<field>.<localeDicId>`).
 * A text longer than `maxLength` in any language is refused too.
 */
export function translationsRequired(
  field: string,
  text: TranslatedText | null | undefined,
  needed: 'all' | 'fallback',
  maxLength?: number,
): StructureProblem[] {
  const locales = needed === 'all' ? STRUCTURE_LOCALE_IDS : [FALLBACK_LOCALE_ID];
  const problems = locales
    .filter((localeDicId) => translationOf(text, localeDicId) === '')
    .map((localeDicId) => problem(`${field}.${localeDicId}`, 'FIELD_REQUIRED'));
  if (maxLength === undefined) return problems;
  for (const entry of text?.translations ?? []) {
    if (entry.text.trim().length > maxLength) {
      problems.push(problem(`${field}.${entry.localeDicId}`, 'TEXT_LENGTH_LIMIT', { max: maxLength }));
    }
  }
  return problems;
}
