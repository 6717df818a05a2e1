import type { Translation } from './translations';

// Typed keys: a misspelt or missing key in t('…') is a compile error, not an untranslated screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
