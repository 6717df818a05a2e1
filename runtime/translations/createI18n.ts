import type { i18n } from 'i18next';
import { createI18n as createAppI18n } from '../shared/i18n/createI18n';
import { DEFAULT_LANGUAGE } from '../shared/i18n/languages';
import type { LanguageCode } from '../shared/i18n/languages';
import { translations } from './translations';

/** The runtime's i18next instance: the shared texts and every feature's, in all six languages. */
export function createI18n(language: LanguageCode = DEFAULT_LANGUAGE): i18n {
  return createAppI18n(language, translations);
}
