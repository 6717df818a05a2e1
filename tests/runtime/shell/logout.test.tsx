import { screen, waitFor, within } from '@testing-library/react';
import { CHOSEN_LANGUAGE_KEY, rememberChosenLanguage } from '@runtime/shared/i18n/chosenLanguage';
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
