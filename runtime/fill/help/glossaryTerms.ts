import type { GlossaryTerm } from './content/helpContent';

// Letters that Unicode does not decompose into a base letter and an accent, spelt as a reader who
// cannot type them would: "łąka" is found by "laka", "Maßnahme" by "massnahme".
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

/**
 * The text as the search compares it: lower case, without accents, with compatibility forms
 * unfolded (m² → m2, CO₂ → co2) and runs of spaces collapsed.
 */
export function foldForSearch(text: string, language: string): string {
  return text
    .toLocaleLowerCase(language)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđßæœı]/g, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The terms in the alphabetical order of `language` (Polish puts Ś after S, Finnish Ä after Z). */
export function sortedTerms(
  glossary: Readonly<Record<string, GlossaryTerm>>,
  language: string,
): GlossaryTerm[] {
  const collator = new Intl.Collator(language);
  return Object.values(glossary).sort((left, right) => collator.compare(left.title, right.title));
}

/** The terms whose title contains the query, ignoring case and accents; an empty query keeps all. */
export function termsMatching(
  terms: readonly GlossaryTerm[],
  query: string,
  language: string,
): GlossaryTerm[] {
  const folded = foldForSearch(query, language);
  if (folded === '') return [...terms];
  return terms.filter((term) => foldForSearch(term.title, language).includes(folded));
}
