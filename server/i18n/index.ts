import { createInstance, type i18n as I18n } from 'i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import nl from './locales/nl.json';
import pl from './locales/pl.json';

export const serverLocales = ['en', 'pl', 'de', 'fi', 'it', 'nl'] as const;
export type ServerLocale = (typeof serverLocales)[number];

export const serverResources = { en, pl, de, fi, it, nl } satisfies Record<ServerLocale, typeof en>;

function isServerLocale(value: string): value is ServerLocale {
  return (serverLocales as readonly string[]).includes(value);
}

const i18n: I18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(serverLocales.map((code) => [code, { translation: serverResources[code] }])),
  fallbackLng: 'en',
  supportedLngs: [...serverLocales],
  interpolation: { escapeValue: false },
});

/** Translates a server message key into the given locale (falls back to English). */
export function translate(locale: ServerLocale, key: string, params: Record<string, unknown> = {}): string {
  return i18n.t(key, { ...params, lng: locale, defaultValue: key });
}

/** The supported locale a code names, or undefined. */
export function asServerLocale(code: string | false | undefined): ServerLocale | undefined {
  return code && isServerLocale(code) ? code : undefined;
}
