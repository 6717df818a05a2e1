import type { LanguageCode } from './languages';
import { fileOf } from './localeFiles';
import structureDialogsEn from '../structure/dialogs/locales/en/structureDialogs.json';

/**
 * The structure dialogs' texts are an i18next namespace of their own, beside `translation`: both apps
 * open the dialogs, and in the one typed key union of `translation` their keys would push tsc past its
 * instantiation limit (TS2589, see docs/decisions.md).
 */
export const STRUCTURE_DIALOGS_NS = 'structureDialogs';

/** Every key of the structure dialogs, typed from the English file (the reference language). */
export type StructureDialogsTexts = typeof structureDialogsEn;

/** English is bundled, as the other namespace's English is. */
export const englishStructureDialogsTexts: StructureDialogsTexts = structureDialogsEn;

// One lazily loaded chunk per language (vite.config.ts puts it with the shared texts), English left out.
const files = import.meta.glob<StructureDialogsTexts>(
  ['../structure/dialogs/locales/*/structureDialogs.json', '!../structure/dialogs/locales/en/*'],
  { import: 'default' },
);

/** The structure dialogs' texts of one language other than English, loaded on demand. */
export function loadStructureDialogsTexts(language: LanguageCode): Promise<StructureDialogsTexts> {
  return fileOf(files, language)();
}
