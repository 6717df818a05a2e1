import { screen, waitFor, within } from '@testing-library/react';
import { readSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { fail, ok, stubApi } from '../support/fakeApi';
import { account } from '../support/fixtures';

const RESET = 'PUT /api/user/change-password/token';
const NEW_PASSWORD = 'Fresh#2026pass';

async function setPassword(user: ReturnType<typeof renderRuntime>['user'], repeated = NEW_PASSWORD) {
  await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), NEW_PASSWORD);
  await user.type(screen.getByLabelText(/^repeat the password/i, { selector: 'input' }), repeated);
  await user.click(screen.getByRole('button', { name: 'Set the password' }));
}

describe('password reset from the e-mailed link', () => {
  it('speaks the language of the link’s locale id', async () => {
    stubApi({});
    const { i18n } = renderRuntime('/user-reset-password/token-1/3', 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeTruthy();
    expect(i18n.language).toBe('de');
  });

  it('checks the new password and its repetition before asking', async () => {
    const api = stubApi({});
    const { user } = renderRuntime('/user-reset-password/token-1/1');

    await user.click(await screen.findByRole('button', { name: 'Set the password' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);

    await setPassword(user, 'Fresh#2026pas');
    expect(screen.getByText('The passwords must be identical')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('asks for confirmation, can be cancelled, then logs the user in and takes them home', async () => {
    const api = stubApi({
      [RESET]: ok({ user: account({ roleDicId: 4, localeDicId: 5 }), token: 'fresh-token' }),
    });
    const { user, router, i18n } = renderRuntime('/user-reset-password/token-1/1');

    await setPassword(user);
    let dialog = await screen.findByRole('dialog', { name: 'Change the password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests).toEqual([]);

    // Fluent lifts the modal's aria-hidden from the page a moment after the dialog has gone.
    await user.click(await screen.findByRole('button', { name: 'Set the password' }));
    dialog = await screen.findByRole('dialog', { name: 'Change the password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change the password' }));

    const done = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(api.to(RESET)[0]?.body).toEqual({ token: 'token-1', newPassword: NEW_PASSWORD, locale: 'en' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
    expect(readSessionUser()).toEqual(expect.objectContaining({ roleDicId: 4, token: 'fresh-token' }));
    expect(i18n.language).toBe('it');
  });

  it('goes home when no token comes back (the account may not log in)', async () => {
    stubApi({ [RESET]: ok({ user: account({ isActive: false }) }) });
    const { user, router } = renderRuntime('/user-reset-password/token-1/1');

    await setPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Change the password' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
    // Found by waiting: the focus manager gives the page back to screen readers shortly after the dialog.
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('shows the server’s message when the link is no longer valid', async () => {
    stubApi({ [RESET]: fail(400, 'TOKEN_EXPIRED', 'This link has expired. Please request a new one.') });
    const { user } = renderRuntime('/user-reset-password/token-1/1');

    await setPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Change the password' }));

    expect(await screen.findByText('This link has expired. Please request a new one.')).toBeTruthy();
    expect(screen.getByText('Error resetting password')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
