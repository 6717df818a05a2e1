/** The interface languages, in the order of their locale ids (1 en … 6 nl). */
export const LANGUAGES = [
  { code: 'en', localeId: 1, nativeName: 'English' },
  { code: 'pl', localeId: 2, nativeName: 'Polski' },
  { code: 'de', localeId: 3, nativeName: 'Deutsch' },
  { code: 'fi', localeId: 4, nativeName: 'Suomi' },
  { code: 'it', localeId: 5, nativeName: 'Italiano' },
  { code: 'nl', localeId: 6, nativeName: 'Nederlands' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** Locale id as the server stores it (also as it arrives in e-mailed links); anything unknown means en. */
export function localeIdToCode(id: number | string | null | undefined): LanguageCode {
  const numeric = typeof id === 'string' ? Number(id) : id;
  return LANGUAGES.find((language) => language.localeId === numeric)?.code ?? DEFAULT_LANGUAGE;
}

/** Accepts region variants such as `pl-PL`; anything unknown means en's id. */
export function localeCodeToId(code: string | null | undefined): number {
  const primary = toPrimaryCode(code);
  return LANGUAGES.find((language) => language.code === primary)?.localeId ?? 1;
}

/** The first of the browser's preferred languages that the interface speaks, else en. */
export function detectLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = toPrimaryCode(tag);
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function nativeNameOf(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}

function toPrimaryCode(tag: string | null | undefined): string {
  return (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
