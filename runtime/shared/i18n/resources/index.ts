import type { LanguageCode } from '../languages';
import de from './de';
import en from './en';
import type { SharedTranslation } from './en';
import fi from './fi';
import it from './it';
import nl from './nl';
import pl from './pl';

export type { SharedTranslation };

/** The texts both apps use, bundled: six small files cost less than a round trip before the first paint. */
export const sharedTranslations: Record<LanguageCode, SharedTranslation> = { en, pl, de, fi, it, nl };
