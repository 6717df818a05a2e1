import { screen, waitFor, within } from '@testing-library/react';
import { readSessionUser, writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { fail, ok, stubApi } from '../support/fakeApi';
import { sessionUser } from '../support/fixtures';

const CHANGE = 'PUT /api/secured/user/change-password';

async function fill(user: ReturnType<typeof renderRuntime>['user'], oldPassword = 'Demo#2026pass') {
  await user.type(screen.getByLabelText(/^current password/i, { selector: 'input' }), oldPassword);
  await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), 'Fresh#2026pass');
  await user.type(screen.getByLabelText(/^repeat the password/i, { selector: 'input' }), 'Fresh#2026pass');
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Change the password' }));
}

async function confirmChange(user: ReturnType<typeof renderRuntime>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Change the password?' });
  await user.click(within(dialog).getByRole('button', { name: 'Change the password' }));
}

describe('change password', () => {
  it('is only for logged-in users', async () => {
    const { router } = renderRuntime('/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('requires all three fields and a valid, repeated new password', async () => {
    writeSessionUser(sessionUser());
    const api = stubApi({});
    const { user } = renderRuntime('/change-password');

    await user.click(await screen.findByRole('button', { name: 'Change the password' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);

    await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), 'weak');
    expect(screen.getByText(/^Invalid password structure/)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('asks first, then sends the change with the bearer token and goes home by role', async () => {
    writeSessionUser(sessionUser({ id: 12, roleDicId: 1 }));
    const api = stubApi({ [CHANGE]: ok() });
    const { user, router } = renderRuntime('/change-password');

    await fill(user);
    await confirmChange(user);
    const done = await screen.findByRole('dialog', { name: 'Password changed' });

    const [request] = api.to(CHANGE);
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-token');
    expect(request?.body).toEqual({
      userId: 12,
      oldPassword: 'Demo#2026pass',
      newPassword: 'Fresh#2026pass',
    });

    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
  });

  it('sends other roles to the questionnaires afterwards', async () => {
    writeSessionUser(sessionUser({ roleDicId: 2 }));
    stubApi({ [CHANGE]: ok() });
    const { user, router } = renderRuntime('/change-password');

    await fill(user);
    await confirmChange(user);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
  });

  it('asks to check the current password when the server says it is wrong', async () => {
    writeSessionUser(sessionUser());
    stubApi({
      [CHANGE]: fail(400, 'WRONG_PASSWORD', 'Error changing password: check the current password.'),
    });
    const { user, router } = renderRuntime('/change-password');

    await fill(user, 'Wrong#2026pass');
    await confirmChange(user);

    expect(await screen.findByText('Error changing password')).toBeTruthy();
    expect(screen.getByText('Check the current password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('ends the session when the server no longer knows the token', async () => {
    writeSessionUser(sessionUser());
    stubApi({ [CHANGE]: fail(401, 'UNAUTHORIZED', 'Please log in again.') });
    const { user, router } = renderRuntime('/change-password');

    await fill(user);
    await confirmChange(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('is reached from the header', async () => {
    writeSessionUser(sessionUser());
    const { user, router } = renderRuntime('/main-navigation/questionnaires');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Change password' }));
    expect(router.state.location.pathname).toBe('/change-password');
  });
});
