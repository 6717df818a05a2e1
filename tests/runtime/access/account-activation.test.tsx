import { screen, waitFor, within } from '@testing-library/react';
import { renderRuntime } from '../renderRuntime';
import { fail, ok, stubApi } from '../support/fakeApi';

const confirm = (token: string) => `PUT /api/user/confirm-user/token/${token}`;

describe('account activation from the e-mailed link', () => {
  it.each([
    [3, 'farmer'],
    [4, 'expert'],
  ])('tells role %i (%s) that the account is active, then returns to the main page', async (roleDicId) => {
    const api = stubApi({ [confirm('abc')]: ok({ roleDicId, awaitingApproval: false }) });
    const { user, router } = renderRuntime(`/user-account-confirmation/abc/1/${roleDicId}`);

    await user.click(await screen.findByRole('button', { name: 'Activate the account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Account activated' });
    expect(within(dialog).getByText('Your account is active. You can log in now.')).toBeTruthy();
    expect(api.to(confirm('abc'))).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Go to the main page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([1, 2, 5])('tells role %i to wait for an administrator’s approval', async (roleDicId) => {
    stubApi({ [confirm('abc')]: ok({ roleDicId, awaitingApproval: true }) });
    const { user } = renderRuntime(`/user-account-confirmation/abc/1/${roleDicId}`);

    await user.click(await screen.findByRole('button', { name: 'Activate the account' }));

    const dialog = await screen.findByRole('dialog', { name: 'E-mail address confirmed' });
    expect(within(dialog).getByText(/An administrator still has to approve your account/)).toBeTruthy();
  });

  it('speaks the language of the link’s locale id', async () => {
    stubApi({ [confirm('abc')]: ok({ roleDicId: 3, awaitingApproval: false }) });
    const { user } = renderRuntime('/user-account-confirmation/abc/6/3', 'en');

    await user.click(await screen.findByRole('button', { name: 'Account activeren' }));
    expect(await screen.findByRole('dialog', { name: 'Account geactiveerd' })).toBeTruthy();
  });

  it('says the activation failed, with the server’s reason, and offers the home page', async () => {
    stubApi({ [confirm('used')]: fail(400, 'TOKEN_USED', 'This link has already been used.') });
    const { user, router } = renderRuntime('/user-account-confirmation/used/1/3');

    await user.click(await screen.findByRole('button', { name: 'Activate the account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Activation failed' });
    expect(within(dialog).getByText('This link has already been used.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
