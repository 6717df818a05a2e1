/* Generated from schemas/common.schema.json by `npm run gen:types`. Do not edit. */

/**
 * Interface and content language. Locale ids: 1 en, 2 pl, 3 de, 4 fi, 5 it, 6 nl.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "LocaleCode".
 */
export type LocaleCode = 'en' | 'pl' | 'de' | 'fi' | 'it' | 'nl';
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "LocaleId".
 */
export type LocaleId = number;
/**
 * A stable, human-readable identifier inside one structure document.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "Key".
 */
export type Key = string;
/**
 * Export column name: 1 to 10 letters, digits, dots or underscores.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "ShortName".
 */
export type ShortName = string;
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = number;
/**
 * A database id as it arrives in a path or query string.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "IdParam".
 */
export type IdParam = string;

/**
 * Building blocks shared by every other schema.
 */
export interface Common {
  [k: string]: unknown;
}
/**
 * One text in every interface language.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "Translations".
 */
export interface Translations {
  en: string;
  pl: string;
  de: string;
  fi: string;
  it: string;
  nl: string;
}
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "TranslationEntry".
 */
export interface TranslationEntry {
  localeDicId: LocaleId;
  text: string;
}
/**
 * A text with its id and all its translations, as the administration calls exchange it.
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "TranslatedText".
 */
export interface TranslatedText {
  id?: number | null;
  translations: TranslationEntry[];
}
