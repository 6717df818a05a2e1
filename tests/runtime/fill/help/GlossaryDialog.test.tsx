import { act, screen, waitFor, within } from '@testing-library/react';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { LANGUAGE_CODES } from '@runtime/shared/i18n/languages';
import { renderHelpDialog } from './renderHelpDialog';

/** The titles of the terms shown, in the order shown. */
function shownTitles(): string[] {
  return within(screen.getByRole('dialog'))
    .queryAllByRole('term')
    .map((term) => term.textContent ?? '');
}

async function openGlossary(language: LanguageCode = 'en') {
  const rendered = renderHelpDialog('glossary', language);
  await rendered.user.click(screen.getByRole('button', { name: 'Open help' }));
  await screen.findByRole('dialog');
  return rendered;
}

async function search(user: Awaited<ReturnType<typeof openGlossary>>['user'], text: string) {
  const box = within(screen.getByRole('dialog')).getByRole('searchbox');
  await user.clear(box);
  if (text !== '') await user.type(box, text);
}

describe('glossary dialog', () => {
  it('opens from a button with the search box focused and every term listed with its definition', async () => {
    await openGlossary();
    const dialog = screen.getByRole('dialog', { name: 'Glossary' });
    const searchBox = within(dialog).getByRole('searchbox', { name: 'Search for a term' });
    await waitFor(() => expect(document.activeElement).toBe(searchBox));
    expect(shownTitles().length).toBeGreaterThanOrEqual(55);
    expect(within(dialog).getByRole('status').textContent).toBe(`${shownTitles().length} of 61 terms`);
    const term = within(dialog).getByText('Livestock unit (LU)');
    expect(term.nextElementSibling?.tagName).toBe('DD');
    expect(term.nextElementSibling?.textContent).toMatch(/one adult dairy cow/);
  });

  it.each([
    ['the close icon', 0],
    ['the Close button', 1],
  ])('closes with %s', async (_how, index) => {
    const { user } = await openGlossary();
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[index]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets keyboard users reach the scrolling list: a named region in the tab order', async () => {
    const { user } = await openGlossary();
    const dialog = screen.getByRole('dialog', { name: 'Glossary' });
    const region = within(dialog).getByRole('region', { name: 'Glossary' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(within(dialog).getByText('Livestock unit (LU)'))).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('searchbox')));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(region);
  });

  it('closes with Escape', async () => {
    const { user } = await openGlossary();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters by title as the user types, ignoring case', async () => {
    const { user } = await openGlossary();
    await search(user, 'SLUR');
    expect(shownTitles()).toEqual(['Cover of a slurry store', 'Slurry']);
    expect(screen.getByRole('status').textContent).toBe('2 of 61 terms');

    await search(user, '');
    expect(shownTitles()).toHaveLength(61);
  });

  it('searches titles only: a word found only in definitions shows the empty-result message', async () => {
    const { user } = await openGlossary();
    await search(user, 'amino');
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(
      'No term matches “amino”. Check the spelling or try a shorter part of the word.',
    );
  });

  it.each([
    ['pl', 'smiertelnosc', ['Śmiertelność']],
    ['pl', 'ŚREDNI', ['Średni przyrost dzienny']],
    ['pl', 'plucz', ['Płuczka powietrza']],
    ['de', 'gulle', ['Abdeckung des Güllelagers', 'Gülle']],
    ['fi', 'vahapaastoinen', ['Vähäpäästöinen levitys']],
    ['it', 'mortalita', ['Mortalità']],
    ['de', 'schwanzbeissen', ['Schwanzbeißen']],
    ['it', 'INGRASSO', ['Posto ingrasso', 'Suino all’ingrasso']],
  ] as const)('in %s, "%s" finds %j whatever the accents', async (language, query, expected) => {
    const { user } = await openGlossary(language);
    await search(user, query);
    expect(shownTitles()).toEqual(expected);
  });

  it.each(LANGUAGE_CODES)('lists the terms in the alphabetical order of %s', async (language) => {
    await openGlossary(language);
    const titles = shownTitles();
    expect(titles).toEqual([...titles].sort(new Intl.Collator(language).compare));
  });

  it('puts Polish Ś after every S, not among the Sr… and St… words', async () => {
    await openGlossary('pl');
    const titles = shownTitles();
    const lastS = Math.max(...titles.flatMap((title, index) => (title.startsWith('S') ? [index] : [])));
    expect(titles.indexOf('Średni przyrost dzienny')).toBeGreaterThan(lastS);
    expect(titles.indexOf('Śmiertelność')).toBeGreaterThan(lastS);
    expect(titles.indexOf('Stosowanie środków przeciwdrobnoustrojowych')).toBeLessThan(lastS + 1);
  });

  it('puts Finnish Ä after the other letters: Vähäpäästöinen after Virikemateriaali', async () => {
    await openGlossary('fi');
    const titles = shownTitles();
    expect(titles.indexOf('Vähäpäästöinen levitys')).toBeGreaterThan(titles.indexOf('Virikemateriaali'));
  });

  it('shows the other language when the interface language changes', async () => {
    const { i18n } = await openGlossary('en');
    expect(screen.getByText('Slurry')).toBeTruthy();

    await act(async () => {
      await i18n.changeLanguage('pl');
    });

    const dialog = screen.getByRole('dialog', { name: 'Słowniczek' });
    expect(within(dialog).getByRole('searchbox', { name: 'Wyszukaj pojęcie' })).toBeTruthy();
    expect(within(dialog).getByText('Gnojowica')).toBeTruthy();
    expect(within(dialog).queryByText('Slurry')).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('Wyświetlone pojęcia: 61 z 61');
  });

  it('starts with an empty search when opened again', async () => {
    const { user } = await openGlossary();
    await search(user, 'slurry');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The page stays hidden from the accessibility tree until the closing dialog has faded (slow under load).
    await user.click(await screen.findByRole('button', { name: 'Open help' }));
    await screen.findByRole('dialog');
    expect(within(screen.getByRole('dialog')).getByRole('searchbox')).toHaveProperty('value', '');
    expect(shownTitles()).toHaveLength(61);
  });
});
