import type { LanguageCode } from '../languages';
import de from './de';
import en from './en';
import type { Translation } from './en';
import fi from './fi';
import it from './it';
import nl from './nl';
import pl from './pl';

export type { Translation };

/** Bundled with the apps: six small files cost less than a round trip before the first paint. */
export const translations: Record<LanguageCode, Translation> = { en, pl, de, fi, it, nl };
