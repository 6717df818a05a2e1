import type { LanguageCode } from './languages';

/**
 * The file of one language among a glob's `…/locales/<language>/<namespace>.json` files: the texts
 * themselves (eager glob) or the function that loads them (lazy glob).
 */
export function fileOf<File>(files: Record<string, File>, language: LanguageCode): File {
  const found = Object.entries(files).find(([path]) => path.includes(`/locales/${language}/`));
  if (!found) throw new Error(`No texts in "${language}" among ${Object.keys(files).join(', ')}.`);
  return found[1];
}

/** One value per interface language, typed as a complete record (Object.fromEntries would lose that). */
export function byLanguage<Value>(valueOf: (language: LanguageCode) => Value): Record<LanguageCode, Value> {
  return {
    en: valueOf('en'),
    pl: valueOf('pl'),
    de: valueOf('de'),
    fi: valueOf('fi'),
    it: valueOf('it'),
    nl: valueOf('nl'),
  };
}
