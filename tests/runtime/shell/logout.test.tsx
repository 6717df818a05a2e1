import { screen, waitFor, within } from '@testing-library/react';
import { CHOSEN_LANGUAGE_KEY, rememberChosenLanguage } from '@runtime/shared/i18n/chosenLanguage';
import { openOfflineDatabase } from '@runtime/shared/offline/offlineDatabase';
import { useFakeIndexedDb } from '@tests/support/fakeIndexedDb';
import { fail, stubApi } from '../support/fakeApi';
import { FILTERS_KEY_PREFIX } from '@runtime/shared/session/storedFilters';
import { readSessionUser, writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { sessionUser } from '../support/fixtures';

describe('logout', () => {
  it('forgets the user, the stored filters and the chosen language, and returns to login', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    writeSessionUser(sessionUser({ localeDicId: 2 }));
    rememberChosenLanguage('it');
    sessionStorage.setItem(`${FILTERS_KEY_PREFIX}questionnaires`, '[{"property":"unit_name"}]');
    localStorage.setItem(`${FILTERS_KEY_PREFIX}units`, '[]');
    sessionStorage.setItem('unrelated', 'kept');
    const { user, router, i18n } = renderRuntime('/main-navigation/questionnaires', 'it');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Esci' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
    expect(sessionStorage.getItem(`${FILTERS_KEY_PREFIX}questionnaires`)).toBeNull();
    expect(localStorage.getItem(`${FILTERS_KEY_PREFIX}units`)).toBeNull();
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
    // Back to the browser's language, as before login.
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(i18n.language).toBe('de');
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /abmelden/i })).toBeNull();
  });
});

describe('logout with answers kept on the device', () => {
  beforeEach(() => useFakeIndexedDb());

  async function keepOneAnswer(userId: number): Promise<void> {
    const db = await openOfflineDatabase();
    if (!db) throw new Error('no IndexedDB');
    await db.add('operations', {
      kind: 'save',
      userId,
      questionnaireId: 41,
      filledQuestionId: 1001,
      queuedAt: '2026-06-15T10:20:00.000Z',
      attempted: false,
      follows: false,
      body: {
        id: 1001,
        filledQuestionListId: 500,
        version: 0,
        answers: [{ answer: '42' }],
        operationId: 'x',
      },
    });
    await db.put('replies', { userId, url: '/api/secured/question/list/1', data: [], keptAt: '' });
    db.close();
  }

  it('asks first, and on logout keeps the unsent answers for that user but forgets the kept replies', async () => {
    const account = sessionUser({ localeDicId: 1 });
    writeSessionUser(account);
    await keepOneAnswer(account.id);
    // The server is down for now: the kept answer stays kept.
    const api = stubApi({ 'POST /api/secured/question/save': fail(503, 'UNAVAILABLE', 'Try again later.') });
    const { user, router } = renderRuntime('/main-navigation/questionnaires', 'en');
    const logOut = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' });
    // Once the device's store is read, its queue tries to send what it keeps.
    await waitFor(() => expect(api.to('POST /api/secured/question/save')).toHaveLength(1));
    await user.click(logOut());
    const dialog = screen.getByRole('dialog', { name: 'Answers not yet sent' });
    expect(within(dialog).getByText(/^Answers kept on this device and not yet sent: 1\./)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readSessionUser()).not.toBeNull();

    // The page is modal no more once the dialog has gone.
    await user.click(await waitFor(logOut));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Answers not yet sent' })).getByRole('button', {
        name: 'Log out',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
    const db = await openOfflineDatabase();
    await waitFor(async () => expect(await db?.count('replies')).toBe(0));
    expect((await db?.getAll('operations'))?.map((kept) => kept.userId)).toEqual([account.id]);
    db?.close();
  });
});
