import { STRUCTURE_LOCALE_IDS } from '@engine/structure/structure-problem';

/** The six field names of a translated text, as the engine names its problems (`text.1` … `text.6`). */
export function translationFieldNames(field: string): string[] {
  return STRUCTURE_LOCALE_IDS.map((localeDicId) => `${field}.${localeDicId}`);
}
