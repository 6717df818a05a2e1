import { screen, within } from '@testing-library/react';
import { NARROW_SCREEN } from '@runtime/shared/layout/useMediaQuery';

/** A viewport narrower than 768 px, as far as media queries go (restored after each test). */
export function narrowScreen(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === NARROW_SCREEN,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The card of a list shown on a narrow screen, found by its title (the row's first column). */
export async function findCard(listName: string, title: string): Promise<HTMLElement> {
  // Generous: a page opened through the app's routes may first download its code.
  const list = await screen.findByRole('list', { name: listName }, { timeout: 5000 });
  const heading = await within(list).findByRole('heading', { name: title }, { timeout: 5000 });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card titled ${title}`);
  return card;
}

/** The screen-reader names of a card's buttons, in order. */
export function buttonNames(card: HTMLElement): string[] {
  return within(card)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
}
