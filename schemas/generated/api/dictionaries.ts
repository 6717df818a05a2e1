/* Generated from schemas/api/dictionaries.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;
export type LocaleId = number;
/**
 * Interface and content language. Locale ids: 1 en, 2 pl, 3 de, 4 fi, 5 it, 6 nl.
 */
export type LocaleCode = 'en' | 'pl' | 'de' | 'fi' | 'it' | 'nl';
export type Id = number;

/**
 * Requests and replies of the unauthenticated dictionary calls.
 */
export interface DictionaryApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "LocaleIdParams".
 */
export interface LocaleIdParams {
  localeId: IdParam;
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "IdParams".
 */
export interface IdParams {
  id: IdParam;
}
/**
 * unitTypeIds: a comma-separated list of unit type ids; only institution types that handle one of them.
 *
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "InstitutionTypeQuery".
 */
export interface InstitutionTypeQuery {
  unitTypeIds?: string;
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "UnitTypeQuery".
 */
export interface UnitTypeQuery {
  localeDicId?: IdParam;
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "EmptyQuery".
 */
export interface EmptyQuery {}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "Locale".
 */
export interface LocaleItem {
  id: LocaleId;
  localeName: LocaleCode;
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "Role".
 */
export interface RoleItem {
  id: 1 | 2 | 3 | 4 | 5;
  name: string;
  translations: TranslationEntry[];
}
export interface TranslationEntry {
  localeDicId: LocaleId;
  text: string;
}
/**
 * An institution type or an institution in the requested language.
 *
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "NamedItem".
 */
export interface NamedItem {
  id: Id;
  name: string;
}
/**
 * name is the stable key, text the name in the requested language.
 *
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "UnitType".
 */
export interface UnitTypeItem {
  id: Id;
  name: string;
  text: string;
}
/**
 * An answer type the server stores: its id (answerTypeDicId) and its stable key. A backend lists only the types it knows, so the structure editor offers only those.
 *
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "AnswerType".
 */
export interface AnswerTypeItem {
  id: Id;
  key: string;
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "LocaleListReply".
 */
export interface LocaleListReply {
  success: true;
  data: LocaleItem[];
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "RoleListReply".
 */
export interface RoleListReply {
  success: true;
  data: RoleItem[];
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "NamedListReply".
 */
export interface NamedListReply {
  success: true;
  data: NamedItem[];
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "AnswerTypeListReply".
 */
export interface AnswerTypeListReply {
  success: true;
  data: AnswerTypeItem[];
}
/**
 * This interface was referenced by `DictionaryApi`'s JSON-Schema
 * via the `definition` "UnitTypeListReply".
 */
export interface UnitTypeListReply {
  success: true;
  data: UnitTypeItem[];
}
