import { screen, waitFor } from '@testing-library/react';
import { rememberChosenLanguage } from '@runtime/shared/i18n/chosenLanguage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { stubApi } from '../support/fakeApi';
import { sessionUser } from '../support/fixtures';

describe('pages for logged-in users', () => {
  it.each([
    '/main-navigation/questionnaires',
    '/main-navigation/units',
    '/administration',
    '/change-password',
  ])('send visitors without a session from %s to the login page', async (path) => {
    const { router } = renderRuntime(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('show a spinner until the interface speaks the user’s language, then the page in it', async () => {
    writeSessionUser(sessionUser({ localeDicId: 4 }));
    const { i18n } = renderRuntime('/main-navigation/questionnaires', 'en');

    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kyselyt' })).toBeTruthy();
    expect(i18n.language).toBe('fi');
    // The questionnaire list may still show its own loading spinner for a moment.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('keep a language the user picked during the session', async () => {
    writeSessionUser(sessionUser({ localeDicId: 4 }));
    rememberChosenLanguage('nl');
    renderRuntime('/main-navigation/questionnaires', 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Vragenlijsten' })).toBeTruthy();
  });

  it('map unknown locale ids to English', async () => {
    writeSessionUser(sessionUser({ localeDicId: 9 }));
    const { i18n } = renderRuntime('/main-navigation/questionnaires', 'pl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires' })).toBeTruthy();
    expect(i18n.language).toBe('en');
  });

  it('keep the administration for administrators', async () => {
    writeSessionUser(sessionUser({ roleDicId: 2 }));
    const { router } = renderRuntime('/administration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
  });

  it('show each tab’s heading and replace an unknown tab by the questionnaires', async () => {
    writeSessionUser(sessionUser());
    renderRuntime('/main-navigation/units');
    expect(screen.getByRole('heading', { level: 1, name: 'Units' })).toBeTruthy();
    expect(document.title).toBe('Units – Field questionnaires');

    const { router } = renderRuntime('/main-navigation/nonsense');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
  });

  it('ask for the data-protection terms first when they are not accepted yet', async () => {
    stubApi({});
    writeSessionUser(sessionUser({ acceptedRodo: false }));
    const { router } = renderRuntime('/main-navigation/questionnaires');

    expect(screen.getByRole('heading', { level: 1, name: 'Data protection' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/main-navigation/questionnaires');
  });
});
