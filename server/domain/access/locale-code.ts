import type { ServerLocale } from '../../i18n/index';

const localeCodes: Record<number, ServerLocale> = { 1: 'en', 2: 'pl', 3: 'de', 4: 'fi', 5: 'it', 6: 'nl' };

/** The server locale of an account's locale id (English for an unknown id). */
export function localeCodeOf(localeId: number): ServerLocale {
  return localeCodes[localeId] ?? 'en';
}
