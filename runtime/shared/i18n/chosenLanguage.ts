import { detectLanguage, isLanguageCode } from './languages';
import type { LanguageCode } from './languages';

/** The language picked in the switch, kept across reloads until login (the account's locale wins) or logout. */
export const CHOSEN_LANGUAGE_KEY = 'locale';

export function readChosenLanguage(storage: Storage = localStorage): LanguageCode | null {
  const stored = storage.getItem(CHOSEN_LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : null;
}

export function rememberChosenLanguage(code: LanguageCode, storage: Storage = localStorage): void {
  storage.setItem(CHOSEN_LANGUAGE_KEY, code);
}

export function forgetChosenLanguage(storage: Storage = localStorage): void {
  storage.removeItem(CHOSEN_LANGUAGE_KEY);
}

/** The first of the browser's preferred languages that the interface speaks, else en. */
export function browserLanguage(): LanguageCode {
  return detectLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}
