import { screen, waitFor, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { fail, ok, type ApiRequest } from '@tests/runtime/support/fakeApi';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { BREED_RENAMED, CHANGE_USERS, changeEntry, GROUPS_SWAPPED } from '@tests/fixtures/structure-changes';
import { renderStudio } from '../../renderStudio';
import { stubStructureApi } from '../structureServer';

const CHANGES = 'GET /api/secured/structure/type/1/changes';
/** The change log's server: the two entries above, or the reply `reply` gives for a request. */
function stubChanges(reply?: (request: ApiRequest) => ReturnType<typeof ok>) {
  return stubStructureApi(undefined, {
    [CHANGES]: (request) =>
      reply?.(request) ?? ok({ items: [BREED_RENAMED, GROUPS_SWAPPED], total: 2, users: CHANGE_USERS }),
  });
}

describe('the change log of a questionnaire type', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('lists who changed what and when, with the changed values per language', async () => {
    stubChanges();
    renderStudio('/studio/types/1?view=changes');

    const list = await screen.findByRole('list', { name: 'Changes, newest first' }, { timeout: 5000 });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    if (!first || !second) throw new Error('Two entries expected');
    expect(within(first).getByRole('heading', { name: 'Question edited' })).toBeTruthy();
    expect(within(first).getByText(/by admin@example\.com · Question 41/)).toBeTruthy();
    // The moment in the interface language's format (its hour depends on the machine's time zone).
    const when = first.querySelector('time');
    expect(when?.getAttribute('datetime')).toBe('2026-03-02T09:15:00.000Z');
    expect(when?.textContent).toMatch(/^Mar [12], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    const values = within(first).getByRole('list', { name: 'Changed values' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Active: yes → no', 'Text (Polski): Rasa → Rasa bydła']);
    expect(within(second).getByRole('heading', { name: 'Question groups reordered' })).toBeTruthy();
    expect(
      within(within(second).getByRole('list', { name: 'Changed values' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Place of item 31: 1 → 2', 'Place of item 32: 2 → 1']);
  });

  it('in Polish: the calls, levels and fields are named in Polish', async () => {
    stubChanges();
    renderStudio('/studio/types/1?view=changes', 'pl');

    expect(await screen.findByRole('heading', { name: 'Zmieniono pytanie' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Tekst (Polski):', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText('Zmienione przez')).toBeTruthy();
  });

  it('filters by the user picked from everyone who changed the type, and by a date range', async () => {
    const api = stubChanges();
    const { user } = renderStudio('/studio/types/1?view=changes');
    await screen.findByRole('list', { name: 'Changes, newest first' }, { timeout: 5000 });

    await user.click(screen.getByRole('combobox', { name: 'Changed by' }));
    await user.click(await screen.findByRole('option', { name: 'editor@example.com' }));
    await waitFor(() => expect(api.to(CHANGES).at(-1)?.query.get('userId')).toBe('7'));

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-02');
    await waitFor(() => {
      const last = api.to(CHANGES).at(-1)?.query;
      expect([last?.get('from'), last?.get('to'), last?.get('userId')]).toEqual([
        '2026-03-01',
        '2026-03-02',
        '7',
      ]);
    });
  });

  it('pages through a long log', async () => {
    const api = stubChanges((request) =>
      ok({
        items: [changeEntry(Number(request.query.get('page')) * 100, {})],
        total: 120,
        users: CHANGE_USERS,
      }),
    );
    const { user } = renderStudio('/studio/types/1?view=changes');
    await screen.findByText('1–50 of 120', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('51–100 of 120');
    expect(api.to(CHANGES).at(-1)?.query.get('page')).toBe('2');
  });

  it('says when nothing matches, and when the log cannot be read, with a retry', async () => {
    let broken = true;
    stubChanges(() => (broken ? fail(500, 'INTERNAL', 'Down') : ok({ items: [], total: 0, users: [] })));
    const { user } = renderStudio('/studio/types/1?view=changes');

    expect(
      await screen.findByText('The change log could not be loaded.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No changes match.')).toBeTruthy();
  });
});
