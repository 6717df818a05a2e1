import type { LanguageCode } from './languages';
import { fileOf } from './localeFiles';
import studioEn from '../structure/locales/en/studio.json';

/**
 * The studio's own tools (preview, import and export, translation coverage, problems, undo, change
 * log) are an i18next namespace of their own, like the structure dialogs: in the one typed key union
 * of `translation` their keys would push tsc past its instantiation limit (TS2589).
 */
export const STUDIO_NS = 'studio';

/** Every key of the studio's tools, typed from the English file (the reference language). */
export type StudioTexts = typeof studioEn;

/** English is bundled, as the other namespaces' English is. */
export const englishStudioTexts: StudioTexts = studioEn;

// One lazily loaded chunk per language, English left out.
const files = import.meta.glob<StudioTexts>(
  ['../structure/locales/*/studio.json', '!../structure/locales/en/*'],
  { import: 'default' },
);

/** The studio tools' texts of one language other than English, loaded on demand. */
export function loadStudioTexts(language: LanguageCode): Promise<StudioTexts> {
  return fileOf(files, language)();
}
