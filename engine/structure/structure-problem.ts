import type { TranslatedText } from '@schemas/generated/api/structure-admin';
import type { RuleMessage } from '../messages';

/**
 * One broken rule of a structure entry: the field it concerns and its message. Translated fields are
 * named `<field>.<localeDicId>` (`text.2` is the Polish text), so a dialog can mark the one language.
 */
export interface StructureProblem {
  field: string;
  message: RuleMessage;
}

/** The content languages, by locale id (1 en … 6 nl; specification section 1). */
export const STRUCTURE_LOCALE_IDS = [1, 2, 3, 4, 5, 6] as const;

export type StructureLocaleId = (typeof STRUCTURE_LOCALE_IDS)[number];

/** English: the language a text falls back to, so it is the one every text must have. */
export const FALLBACK_LOCALE_ID: StructureLocaleId = 1;

/** The text of a translated text in one language, trimmed; '' when missing. */
export function translationOf(text: TranslatedText | null | undefined, localeDicId: number): string {
  return text?.translations.find((entry) => entry.localeDicId === localeDicId)?.text.trim() ?? '';
}

export function problem(
  field: string,
  key: RuleMessage['key'],
  params?: RuleMessage['params'],
): StructureProblem {
  return params ? { field, message: { key, params } } : { field, message: { key } };
}
