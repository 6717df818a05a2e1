import type { GlossaryTerm } from '@runtime/fill/help/content/helpContent';
import { foldForSearch, sortedTerms, termsMatching } from '@runtime/fill/help/glossaryTerms';

function term(title: string): GlossaryTerm {
  return { title, definition: `${title}.` };
}

/** A glossary with the given titles, to try orders the real content does not contain. */
function glossaryTitled(...titles: string[]): Record<string, GlossaryTerm> {
  return Object.fromEntries(titles.map((title, index) => [`term${index}`, term(title)]));
}

describe('glossary search and order', () => {
  it.each([
    ['Śmiertelność', 'pl', 'smiertelnosc'],
    ['Płuczka powietrza', 'pl', 'pluczka powietrza'],
    ['Schwanzbeißen', 'de', 'schwanzbeissen'],
    ['Vähäpäästöinen', 'fi', 'vahapaastoinen'],
    ['Mortalità', 'it', 'mortalita'],
    ['Coöperatie', 'nl', 'cooperatie'],
    ['CO₂  equivalent m²', 'en', 'co2 equivalent m2'],
  ])('folds "%s" (%s) to "%s"', (text, language, folded) => {
    expect(foldForSearch(text, language)).toBe(folded);
  });

  it('matches a query anywhere in the title, and everything for a blank query', () => {
    const terms = [term('Slurry'), term('Cover of a slurry store'), term('Manure')];
    expect(termsMatching(terms, ' SLURRY ', 'en').map(({ title }) => title)).toEqual([
      'Slurry',
      'Cover of a slurry store',
    ]);
    expect(termsMatching(terms, '   ', 'en')).toEqual(terms);
  });

  it.each([
    ['pl', ['Łąka', 'Sito', 'Sztuka', 'Ściółka', 'Zużycie', 'Żywienie']],
    ['en', ['Łąka', 'Ściółka', 'Sito', 'Sztuka', 'Zużycie', 'Żywienie']],
    ['fi', ['Vesi', 'Vieroitus', 'Yhdistelmä', 'Ympäristö', 'Ämpäri', 'Öljy']],
    ['de', ['Abluft', 'Ähre', 'Öl', 'Ost', 'Über', 'Umwelt']],
  ])('sorts by the alphabet of %s', (language, expected) => {
    const shuffled = [...expected].reverse();
    const sorted = sortedTerms(glossaryTitled(...shuffled), language).map(({ title }) => title);
    expect(sorted).toEqual(expected);
  });
});
