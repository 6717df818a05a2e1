import { screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../support/fakeApi';
import { stubApi } from '../support/fakeApi';
import { narrowScreen } from '../support/narrowScreen';
import { THINGS, pagedThings, renderHarness } from './listHarness';

type Api = ReturnType<typeof stubApi>;

/** Waits until the last list request matches, and returns it. */
async function lastRequestWhere(api: Api, matches: (request: ApiRequest) => boolean): Promise<ApiRequest> {
  let found: ApiRequest | undefined;
  await waitFor(() => {
    found = api.to(THINGS).at(-1);
    expect(found && matches(found)).toBe(true);
  });
  if (!found) throw new Error('no list request');
  return found;
}

/** The cards of the list, each as its title and its label → value pairs. */
async function cards(): Promise<{ title: string; fields: Record<string, string> }[]> {
  const list = await screen.findByRole('list', { name: 'Things' });
  await waitFor(() => expect(within(list).queryAllByRole('listitem').length).toBeGreaterThan(0));
  return within(list)
    .getAllByRole('listitem')
    .map((card) => {
      const labels = [...card.querySelectorAll('dt')].map((term) => term.textContent ?? '');
      const values = [...card.querySelectorAll('dd')].map((value) => value.textContent ?? '');
      return {
        title: within(card).getByRole('heading').textContent ?? '',
        fields: Object.fromEntries(labels.map((label, index) => [label, values[index] ?? ''])),
      };
    });
}

function filterToggle(): HTMLElement {
  return screen.getByRole('button', { name: /^Filters/ });
}

describe('a list on a narrow screen', () => {
  it('folds the filters behind a button that shows and hides them', async () => {
    narrowScreen();
    stubApi({ [THINGS]: pagedThings() });
    const { user } = renderHarness();
    await cards();

    const toggle = filterToggle();
    expect(toggle.textContent).toBe('Filters');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panelId = toggle.getAttribute('aria-controls') ?? '';
    const panel = document.getElementById(panelId);
    expect(panel).not.toBeNull();
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Name filter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // The button heads the filter region, as the heading "Filters" does on wide screens.
    expect(toggle.closest('h2')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Name filter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Name filter' })).toBeNull();
  });

  it('says on the button how many filters are active, also while they are folded away', async () => {
    narrowScreen();
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderHarness();
    await cards();
    await user.click(filterToggle());

    await user.type(screen.getByRole('textbox', { name: 'Name filter' }), 'Thing 7');
    expect(filterToggle().textContent).toBe('Filters (1 active)');
    await user.type(screen.getByLabelText('Created: From'), '2026-03-10');
    expect(filterToggle().textContent).toBe('Filters (2 active)');
    await lastRequestWhere(api, (request) => (request.query.get('filter') ?? '').includes('gte'));

    await user.click(filterToggle());
    expect(filterToggle().getAttribute('aria-expanded')).toBe('false');
    expect(filterToggle().textContent).toBe('Filters (2 active)');
    expect(screen.getByRole('region', { name: 'Filters (2 active)' })).toBeTruthy();

    // Blank text filters nothing, so it is not counted.
    await user.click(filterToggle());
    await user.clear(screen.getByRole('textbox', { name: 'Name filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Name filter' }), '   ');
    expect(filterToggle().textContent).toBe('Filters (1 active)');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(filterToggle().textContent).toBe('Filters');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name filter' }).value).toBe('');
  });

  it('shows each row as a card: the first column as its title, the others as labelled values', async () => {
    narrowScreen();
    stubApi({ [THINGS]: pagedThings() });
    renderHarness();

    const shown = await cards();
    expect(shown).toHaveLength(5);
    expect(shown[0]).toEqual({ title: 'Thing 1', fields: { Size: '10', Number: '1' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
  });

  it('sorts through a choice of column and direction, since cards have no headers to click', async () => {
    narrowScreen();
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderHarness();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await lastRequestWhere(api, (request) => request.query.get('start') === '5');

    const sortChoice = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortChoice.textContent).toContain('Default order');
    await user.click(sortChoice);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // "Number" has no sort property on the server, so it is not offered.
    expect(options).toEqual([
      'Default order',
      'Name (ascending)',
      'Name (descending)',
      'Size (ascending)',
      'Size (descending)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Size (descending)' }));
    const sorted = await lastRequestWhere(api, (request) => request.query.has('sort'));
    expect(JSON.parse(sorted.query.get('sort') ?? 'null')).toEqual([
      { property: 'thing_size', direction: 'DESC' },
    ]);
    expect(sorted.query.get('start')).toBe('0');
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Size (descending)');

    // Back to the server's order: the address of the first load, which the cache may answer.
    const afterSorting = api.to(THINGS).length;
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Default order' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Default order'),
    );
    expect(
      api
        .to(THINGS)
        .slice(afterSorting)
        .every((request) => !request.query.has('sort')),
    ).toBe(true);
  });
});

describe('the same list on a wide screen', () => {
  it('keeps the filters open without a button, and the sortable table', async () => {
    stubApi({ [THINGS]: pagedThings() });
    renderHarness();

    expect(await screen.findByRole('table', { name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name filter' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull();
  });
});
