import de from './de';
import en from './en';
import fi from './fi';
import it from './it';
import nl from './nl';
import pl from './pl';
import type { DeclarationContent } from './types';

export type { DeclarationBlock, DeclarationContent, DeclarationSection } from './types';

/** The six interface languages, in the order of the language switch; English is the fallback. */
export const declarationLanguages = ['en', 'pl', 'de', 'fi', 'it', 'nl'] as const;
export type DeclarationLanguage = (typeof declarationLanguages)[number];

/** The date the declaration was prepared, as ISO for the `<time datetime>` attribute. */
export const declarationPreparedOn = '2026-11-22';

export const declarations: Readonly<Record<DeclarationLanguage, DeclarationContent>> = {
  en,
  pl,
  de,
  fi,
  it,
  nl,
};

export function isDeclarationLanguage(value: unknown): value is DeclarationLanguage {
  return typeof value === 'string' && (declarationLanguages as readonly string[]).includes(value);
}
