import de from './de';
import en from './en';
import fi from './fi';
import it from './it';
import nl from './nl';
import pl from './pl';
import type { DocsLanguage, LanguageDocs } from './types';

export {
  docsLanguages,
  type Block,
  type DocsLanguage,
  type DocumentContent,
  type LanguageDocs,
} from './types';

/** The instruction and the privacy policy, per language. */
export const docsContent: Readonly<Record<DocsLanguage, LanguageDocs>> = { en, pl, de, fi, it, nl };
