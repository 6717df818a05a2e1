import type { i18n } from 'i18next';
import { loadI18n as loadAppI18n } from '../shared/i18n/loadI18n';
import type { LanguageCode } from '../shared/i18n/languages';
import { loadRuntimeTexts } from './loadRuntimeTexts';
import { englishTexts } from './runtimeTexts';

/** The runtime's i18next instance: English bundled, the other languages loaded when first needed. */
export function loadI18n(language: LanguageCode): Promise<i18n> {
  return loadAppI18n(language, englishTexts, loadRuntimeTexts);
}
