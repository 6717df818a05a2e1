import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import type { QuestionnaireStructure, Translations } from '@schemas/generated/structure';
import type { StructureTextField } from './structure-texts';
import { structureTexts } from './structure-texts';

/** A text of the document that one language does not have yet. */
export interface MissingTranslation {
  /** The part's JSON path ('' for the type), as the reference check and the document reply name it. */
  path: string;
  level: StructureLevel;
  field: StructureTextField;
}

/** How far one language's translation of a questionnaire type has come. */
export interface LanguageCoverage {
  language: keyof Translations;
  /** The texts of the document (the same for every language). */
  total: number;
  /** The texts this language has, i.e. not empty once trimmed. */
  translated: number;
  /** translated / total, from 0 to 1 (every document has at least the type's name). */
  share: number;
  missing: MissingTranslation[];
}

/** The content languages in the order of their locale ids (1 en … 6 nl). */
const LANGUAGES: readonly (keyof Translations)[] = ['en', 'pl', 'de', 'fi', 'it', 'nl'];

/**
 * The translation coverage of a structure document, per language in locale order: how many of its
 * texts (see `structureTexts`) are translated, the share, and which are missing. A text that is only
 * spaces counts as missing, as the dialogs store it trimmed and the screens then fall back to English.
 */
export function translationCoverage(structure: QuestionnaireStructure): LanguageCoverage[] {
  const texts = structureTexts(structure);
  return LANGUAGES.map((language) => {
    const missing = texts
      .filter(({ text }) => text[language].trim() === '')
      .map(({ path, level, field }) => ({ path, level, field }));
    const translated = texts.length - missing.length;
    return {
      language,
      total: texts.length,
      translated,
      share: translated / texts.length,
      missing,
    };
  });
}
