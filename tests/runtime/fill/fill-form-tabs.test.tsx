import { screen, waitFor, within } from '@testing-library/react';
import { stubFillApi } from './fillServer';
import { groupButton, openFill } from './openFill';

/**
 * A row of tabs too narrow for all three forms, as on a phone: jsdom lays nothing out, so the widths
 * Fluent's overflow manager reads are given here (the row 320 px, each tab 150 px, the menu 50 px).
 */
function narrowTabRow(): void {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('fui-Overflow') ? 320 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.hasAttribute('data-overflow-menu')) return 50;
    return this.getAttribute('role') === 'tab' ? 150 : 0;
  });
}

/** The screen's first load may include downloading its page's code: more than findBy's second. */
async function findGroupBar(): Promise<HTMLElement> {
  return screen.findByRole('toolbar', { name: 'Question groups' }, { timeout: 10_000 });
}

function tabList(): HTMLElement {
  return screen.getByRole('tablist', { name: 'Forms' });
}

const FORMS = ['General (submitted)', 'Welfare', 'Emissions'];

/** The forms whose tabs are shown (a tab that overflowed is hidden from everyone, not only the eye). */
function visibleTabNames(): string[] {
  return FORMS.filter((name) => within(tabList()).queryByRole('tab', { name }) !== null);
}

describe('form tabs on a narrow screen', () => {
  it('keeps every tab in the tab list when they fit', async () => {
    stubFillApi();
    openFill('edit');
    await findGroupBar();
    expect(visibleTabNames()).toEqual(FORMS);
    expect(screen.queryByRole('button', { name: /^More forms/ })).toBeNull();
  });

  it('moves the tabs that do not fit into a menu, which selects a form', async () => {
    narrowTabRow();
    stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();

    // The selected form keeps its tab; the others wait in the menu after the tab list.
    await waitFor(() => expect(visibleTabNames()).toEqual(['Welfare']));
    const more = screen.getByRole('button', { name: 'More forms: 2' });
    expect(tabList().contains(more)).toBe(false);
    await user.click(more);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
      'General (submitted)',
      'Emissions',
    ]);
    // A farmer cannot open a submitted form, from the menu no more than from its tab.
    expect(items[0]?.getAttribute('aria-disabled')).toBe('true');

    await user.click(within(menu).getByRole('menuitem', { name: 'Emissions' }));
    await waitFor(() => expect(groupButton('Storage').getAttribute('aria-current')).toBe('true'));
    await waitFor(() => expect(visibleTabNames()).toEqual(['Emissions']));
    expect(within(tabList()).getByRole('tab', { name: 'Emissions' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'More forms: 2' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label') ?? item.textContent),
    ).toEqual(['General (submitted)', 'Welfare']);
  });
});
