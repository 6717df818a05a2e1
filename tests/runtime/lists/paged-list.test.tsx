import { screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../support/fakeApi';
import { fail, stubApi } from '../support/fakeApi';
import { HARNESS_PAGE_SIZE, THINGS, pagedThings, renderHarness } from './listHarness';

type Api = ReturnType<typeof stubApi>;

function lastRequest(api: Api): ApiRequest | undefined {
  return api.to(THINGS).at(-1);
}

/** Waits until the last list request matches. */
async function lastRequestWhere(api: Api, matches: (request: ApiRequest) => boolean): Promise<ApiRequest> {
  await waitFor(() => {
    const request = lastRequest(api);
    expect(request && matches(request)).toBe(true);
  });
  const request = lastRequest(api);
  if (!request) throw new Error('no list request');
  return request;
}

function filterOf(request: ApiRequest | undefined): unknown {
  return JSON.parse(request?.query.get('filter') ?? 'null');
}

function sortOf(request: ApiRequest | undefined): unknown {
  const sort = request?.query.get('sort');
  return sort === null || sort === undefined ? undefined : JSON.parse(sort);
}

async function bodyRows(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Things' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
  return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? '');
}

function header(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name });
}

describe('paged list building blocks', () => {
  it('asks for the first page with start, limit and an empty filter list, and no sort', async () => {
    const api = stubApi({ [THINGS]: pagedThings() });
    renderHarness();

    expect(await bodyRows()).toEqual(['Thing 1', 'Thing 2', 'Thing 3', 'Thing 4', 'Thing 5']);
    const first = api.to(THINGS)[0];
    expect(first?.query.get('start')).toBe('0');
    expect(first?.query.get('limit')).toBe(String(HARNESS_PAGE_SIZE));
    expect(filterOf(first)).toEqual([]);
    expect(first?.query.has('sort')).toBe(false);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
  });

  it('cycles a column’s sort none → ascending → descending → none, and another column starts ascending', async () => {
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderHarness();
    await bodyRows();
    expect(header('Name').getAttribute('aria-sort')).not.toBe('ascending');

    await user.click(within(header('Name')).getByRole('button'));
    await lastRequestWhere(api, (request) => request.query.has('sort'));
    expect(sortOf(lastRequest(api))).toEqual([{ property: 'thing_name', direction: 'ASC' }]);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(header('Name')).getByRole('button'));
    await lastRequestWhere(api, (request) => (request.query.get('sort') ?? '').includes('DESC'));
    expect(sortOf(lastRequest(api))).toEqual([{ property: 'thing_name', direction: 'DESC' }]);
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    // Back to the server's order: the same address as the first load, which the cache may answer.
    const afterDescending = api.to(THINGS).length;
    await user.click(within(header('Name')).getByRole('button'));
    await waitFor(() => expect(header('Name').getAttribute('aria-sort')).toBe('none'));
    expect(
      api
        .to(THINGS)
        .slice(afterDescending)
        .every((request) => !request.query.has('sort')),
    ).toBe(true);

    await user.click(within(header('Size')).getByRole('button'));
    await lastRequestWhere(api, (request) => request.query.has('sort'));
    expect(sortOf(lastRequest(api))).toEqual([{ property: 'thing_size', direction: 'ASC' }]);
  });

  it('offers no sorting on a column without a sort property', async () => {
    stubApi({ [THINGS]: pagedThings() });
    renderHarness();
    await bodyRows();
    expect(within(header('Number')).queryByRole('button')).toBeNull();
  });

  it('pages with start and limit, and the pager buttons stop at both ends', async () => {
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderHarness();
    await bodyRows();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await lastRequestWhere(api, (request) => request.query.get('start') === '5');
    expect(lastRequest(api)?.query.get('limit')).toBe('5');
    expect(await screen.findByText('6–10 of 12')).toBeTruthy();
    expect(await bodyRows()).toContain('Thing 6');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await lastRequestWhere(api, (request) => request.query.get('start') === '10');
    expect(await screen.findByText('11–12 of 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('1–5 of 12')).toBeTruthy();
    expect(await bodyRows()).toContain('Thing 1');
  });

  it('returns to the first page when a filter changes, and sends the filter', async () => {
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderHarness();
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await lastRequestWhere(api, (request) => request.query.get('start') === '5');

    await user.type(screen.getByRole('textbox', { name: 'Name filter' }), ' Thing 7 ');
    const filtered = await lastRequestWhere(api, (request) =>
      (request.query.get('filter') ?? '').includes('Thing 7'),
    );
    expect(filtered.query.get('start')).toBe('0');
    expect(filterOf(filtered)).toEqual([{ operator: 'like', property: 'thing_name', value: 'Thing 7' }]);
  });

  it('returns to the first page when the sort changes', async () => {
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderHarness();
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await lastRequestWhere(api, (request) => request.query.get('start') === '5');

    await user.click(within(header('Size')).getByRole('button'));
    const sorted = await lastRequestWhere(api, (request) => request.query.has('sort'));
    expect(sorted.query.get('start')).toBe('0');
  });

  it('sends a date range as gte/lte and says when its start lies after its end', async () => {
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderHarness();
    await bodyRows();

    await user.type(screen.getByLabelText('Created: From'), '2026-03-10');
    await user.type(screen.getByLabelText('Created: To'), '2026-03-01');
    const request = await lastRequestWhere(api, (candidate) =>
      (candidate.query.get('filter') ?? '').includes('lte'),
    );
    expect(filterOf(request)).toEqual([
      { operator: 'gte', property: 'thing_created', value: '2026-03-10' },
      { operator: 'lte', property: 'thing_created', value: '2026-03-01' },
    ]);
    expect(screen.getByText('The start date must not be after the end date.')).toBeTruthy();
  });

  it('keeps filters, sort and page across a reload, and "Clear filters" lifts the filters', async () => {
    const api = stubApi({ [THINGS]: pagedThings(40) });
    const first = renderHarness();
    await bodyRows();
    await first.user.type(screen.getByRole('textbox', { name: 'Name filter' }), 'Thing');
    await lastRequestWhere(api, (request) => request.query.get('filter') !== '[]');
    await first.user.click(within(header('Size')).getByRole('button'));
    await first.user.click(screen.getByRole('button', { name: 'Next page' }));
    await lastRequestWhere(api, (request) => request.query.get('start') === '5');
    first.view.unmount();
    const before = api.requests.length;

    const second = renderHarness();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name filter' }).value).toBe('Thing');
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(before));
    const reloaded = api.to(THINGS)[api.to(THINGS).length - 1];
    expect(filterOf(reloaded)).toEqual([{ operator: 'like', property: 'thing_name', value: 'Thing' }]);
    expect(sortOf(reloaded)).toEqual([{ property: 'thing_size', direction: 'ASC' }]);
    expect(reloaded?.query.get('start')).toBe('5');
    // The reload asked for the stored page straight away, not for page 1 first.
    expect(
      api
        .to(THINGS)
        .slice(before)
        .every((request) => request.query.get('start') === '5'),
    ).toBe(true);

    await second.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const cleared = await lastRequestWhere(api, (request) => request.query.get('filter') === '[]');
    expect(cleared.query.get('start')).toBe('0');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name filter' }).value).toBe('');
  });

  it('empties the list and shows the server’s message when a load fails', async () => {
    let failing = false;
    const api = stubApi({
      [THINGS]: (request) =>
        failing ? fail(500, 'INTERNAL', 'The database is not available.') : pagedThings()(request),
    });
    const { user } = renderHarness();
    expect(await bodyRows()).toHaveLength(5);

    failing = true;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('The database is not available.')).toBeTruthy();
    expect(screen.getByText('Error while downloading data')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(0);
    expect(screen.getByText('Nothing to show.')).toBeTruthy();
    expect(api.to(THINGS).length).toBeGreaterThanOrEqual(2);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await bodyRows()).toHaveLength(5);
    expect(screen.queryByText('The database is not available.')).toBeNull();
  });
});
