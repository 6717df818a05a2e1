import { act, screen } from '@testing-library/react';
import { FILTER_DEBOUNCE_MS } from '@runtime/shared/lists/usePagedList';
import { stubApi } from '../support/fakeApi';
import { THINGS, pagedThings, renderHarness } from './listHarness';

/**
 * Fake timeouts (the debounce's). Testing Library recognises fake timers only through a global
 * `jest`; without it, its own setTimeout(0) after each user action would wait forever.
 */
function renderWithFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return renderHarness({ advanceTimers: (delay) => vi.advanceTimersByTime(delay) });
}

async function wait(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function filteredRequests(api: ReturnType<typeof stubApi>): string[] {
  return api
    .to(THINGS)
    .map((request) => request.query.get('filter') ?? '')
    .filter((filter) => filter !== '[]');
}

describe('paged list filters', () => {
  it('waits 250 ms after the typing stops before asking the server, once, with the whole text', async () => {
    expect(FILTER_DEBOUNCE_MS).toBe(250);
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderWithFakeTimers();
    await wait(0);
    expect(api.to(THINGS)).toHaveLength(1);
    const input = screen.getByRole('textbox', { name: 'Name filter' });

    await user.type(input, 'Thi');
    await wait(200);
    await user.type(input, 'ng');
    await wait(FILTER_DEBOUNCE_MS - 1);
    expect(filteredRequests(api)).toEqual([]);

    await wait(1);
    expect(filteredRequests(api)).toEqual([
      JSON.stringify([{ operator: 'like', property: 'thing_name', value: 'Thing' }]),
    ]);
  });

  it('shows the typed text at once, while the list still shows the last answer', async () => {
    const api = stubApi({ [THINGS]: pagedThings() });
    const { user } = renderWithFakeTimers();
    await wait(0);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name filter' });

    await user.type(input, 'Thing 3');
    expect(input.value).toBe('Thing 3');
    expect(filteredRequests(api)).toEqual([]);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
  });
});
