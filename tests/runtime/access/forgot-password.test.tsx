import { screen, waitFor, within } from '@testing-library/react';
import { renderRuntime } from '../renderRuntime';
import { fail, ok, stubApi } from '../support/fakeApi';

const FORGOT = 'POST /api/user/forgot-password';

function emailInput(): HTMLElement {
  return screen.getByLabelText(/^e-mail/i, { selector: 'input' });
}

describe('forgot password', () => {
  it('checks the address before sending anything', async () => {
    const api = stubApi({ [FORGOT]: ok() });
    const { user } = renderRuntime('/forgotPassword');

    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));

    await user.type(emailInput(), 'Farmer@example.com');
    expect(screen.getByText('The e-mail address must be written in small letters')).toBeTruthy();
    await user.clear(emailInput());
    await user.type(emailInput(), 'farmer@');
    expect(screen.getByText('Invalid e-mail address')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('asks for the e-mail, says it was sent and goes home', async () => {
    const api = stubApi({ [FORGOT]: ok() });
    const { user, router } = renderRuntime('/forgotPassword', 'pl');

    await user.type(emailInput(), ' farmer@example.com ');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Wiadomość wysłana' });
    const [request] = api.to(FORGOT);
    expect(request?.query.get('mail')).toBe('farmer@example.com');
    expect(request?.headers.get('Accept-Language')).toBe('pl');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s message when the request fails', async () => {
    stubApi({
      [FORGOT]: fail(429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'),
    });
    const { user, router } = renderRuntime('/forgotPassword');

    await user.type(emailInput(), 'farmer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Error resetting password')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait a moment and try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgotPassword');
  });
});
