/* Generated from schemas/dictionaries.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A stable, human-readable identifier inside one structure document.
 */
export type Key = string;

/**
 * The dictionaries a fresh database starts with: roles, unit types, institution types and their institutions, every name in six languages.
 */
export interface DictionarySeed {
  roles: {
    id: 1 | 2 | 3 | 4 | 5;
    key: Key;
    name: Translations;
  }[];
  unitTypes: {
    key: Key;
    name: Translations;
  }[];
  institutionTypes: {
    key: Key;
    name: Translations;
    /**
     * Unit types handled by institutions of this type; empty means all.
     */
    unitTypeKeys: Key[];
    /**
     * @minItems 1
     */
    institutions: [
      {
        key: Key;
        name: Translations;
      },
      ...{
        key: Key;
        name: Translations;
      }[],
    ];
  }[];
}
/**
 * One text in every interface language.
 */
export interface Translations {
  en: string;
  pl: string;
  de: string;
  fi: string;
  it: string;
  nl: string;
}
