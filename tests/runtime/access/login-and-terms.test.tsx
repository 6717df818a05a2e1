import { screen, waitFor, within } from '@testing-library/react';
import { readSessionUser, writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { fail, ok, stubApi } from '../support/fakeApi';
import { account, sessionUser } from '../support/fixtures';

const LOGIN = 'POST /api/user/login/web';
const ACCEPT_TERMS = 'GET /api/secured/user/7/acceptRodo';

function loginReply(overrides: Parameters<typeof account>[0] = {}) {
  return ok({ user: account(overrides), token: 'jwt-token' });
}

async function logIn(user: ReturnType<typeof renderRuntime>['user'], email = 'farmer@example.com') {
  await user.type(screen.getByLabelText(/e-mail/i), email);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Demo#2026pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  it('shows required messages when submitted empty and sends nothing', async () => {
    const api = stubApi({ [LOGIN]: loginReply() });
    const { user } = renderRuntime('/');

    expect(screen.queryByText('E-mail is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/e-mail/i));
    expect(api.requests).toEqual([]);

    await user.type(screen.getByLabelText(/e-mail/i), 'someone@example.com');
    expect(screen.queryByText('E-mail is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const { user } = renderRuntime('/');
    const password = screen.getByLabelText(/^password/i, { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('posts the credentials as a form in the interface language and sends an administrator to the administration', async () => {
    const api = stubApi({ [LOGIN]: loginReply({ roleDicId: 1 }) });
    const { user, router } = renderRuntime('/');

    await logIn(user, 'admin@example.com');

    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();
    const [request] = api.to(LOGIN);
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(request?.body).toEqual({ email: 'admin@example.com', password: 'Demo#2026pass' });
    expect(readSessionUser()).toEqual(expect.objectContaining({ roleDicId: 1, token: 'jwt-token', id: 7 }));
  });

  it('sends other roles to the questionnaires, in the language of their account', async () => {
    stubApi({ [LOGIN]: loginReply({ roleDicId: 3, localeDicId: 2 }) });
    const { user, router, i18n } = renderRuntime('/');

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ankiety' })).toBeTruthy();
    expect(i18n.language).toBe('pl');
    expect(readSessionUser()).toEqual(expect.objectContaining({ localeDicId: 2, token: 'jwt-token' }));
    // The header now shows who is logged in.
    expect(within(screen.getByRole('banner')).getByText('farmer@example.com')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses, and keeps nobody logged in', async () => {
    stubApi({ [LOGIN]: fail(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password.') });
    const { user, router } = renderRuntime('/');

    await logIn(user);

    expect(await screen.findByText('Error while logging in')).toBeTruthy();
    expect(screen.getByText('Wrong e-mail or password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(readSessionUser()).toBeNull();
  });

  it.each([
    ['AWAITING_APPROVAL', 'Your account is waiting for approval by an administrator.'],
    ['ACCOUNT_INACTIVE', 'Your account has been deactivated. Please contact an administrator.'],
  ])('tells a %s account why it cannot log in', async (code, message) => {
    stubApi({ [LOGIN]: fail(403, code, message) });
    const { user } = renderRuntime('/');
    await logIn(user);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says the server cannot be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderRuntime('/');

    await logIn(user);

    expect(await screen.findByText('Error while logging in')).toBeTruthy();
    expect(screen.getByText(/server could not be reached/)).toBeTruthy();
    expect(readSessionUser()).toBeNull();
  });

  it('links to password recovery and registration', async () => {
    stubApi({});
    const { user, router } = renderRuntime('/');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );

    await user.click(screen.getByRole('link', { name: 'Create an account' }));

    expect(router.state.location.pathname).toBe('/registration');
    // The registration page is its own lazily loaded chunk: under load it comes a moment after the URL.
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration' })).toBeTruthy();
  });

  it('sends a user who is already logged in from / to their home page', async () => {
    writeSessionUser(sessionUser({ roleDicId: 4 }));
    const { router } = renderRuntime('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));

    writeSessionUser(sessionUser({ roleDicId: 1 }));
    const second = renderRuntime('/');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/administration'));
  });
});

describe('registration not confirmed', () => {
  const notActivated = fail(
    403,
    'NOT_ACTIVATED',
    'Your registration is not confirmed yet. Activate your account with the link we sent by e-mail.',
  );

  it('offers to send the activation link again and says it was sent', async () => {
    const api = stubApi({ [LOGIN]: notActivated, 'POST /api/user/confirmation-link': ok() });
    const { user } = renderRuntime('/');

    await logIn(user, 'new@example.com');

    const dialog = await screen.findByRole('dialog', { name: 'Registration not confirmed' });
    expect(within(dialog).getByText(/Your registration is not confirmed yet/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send the link again' }));

    const sent = await screen.findByRole('dialog', { name: 'E-mail sent' });
    expect(within(sent).getByText(/An activation e-mail was sent/)).toBeTruthy();
    expect(api.to('POST /api/user/confirmation-link')[0]?.body).toEqual({ email: 'new@example.com' });

    await user.click(within(sent).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when sending the link failed', async () => {
    stubApi({
      [LOGIN]: notActivated,
      'POST /api/user/confirmation-link': fail(502, 'MAIL_FAILED', 'The e-mail could not be sent.'),
    });
    const { user } = renderRuntime('/');

    await logIn(user, 'new@example.com');
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));

    const failed = await screen.findByRole('dialog', { name: 'Sending failed' });
    expect(within(failed).getByText(/could not be sent/)).toBeTruthy();
  });

  it('shows the server’s message and the question as two paragraphs, not one run-on line ("…by e-mail.Shall we…")', async () => {
    stubApi({ [LOGIN]: notActivated });
    const { user } = renderRuntime('/');
    await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 10_000 });

    await logIn(user, 'new@example.com');

    const dialog = await screen.findByRole('dialog', { name: 'Registration not confirmed' });
    const paragraphs = [...dialog.querySelectorAll('p')];
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'Your registration is not confirmed yet. Activate your account with the link we sent by e-mail.',
      'Shall we send you the activation link again?',
    ]);
    // Fluent's text components are inline even as <p>: two of them would run into one line.
    expect(paragraphs.map((paragraph) => getComputedStyle(paragraph).display)).toEqual(['block', 'block']);
  });

  it('can be closed without sending anything', async () => {
    const api = stubApi({ [LOGIN]: notActivated });
    const { user } = renderRuntime('/');

    await logIn(user, 'new@example.com');
    await user.click(await screen.findByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/user/confirmation-link')).toEqual([]);
  });
});

describe('data-protection terms', () => {
  it('come first when the account has not accepted them; confirming needs the tick, then lands by role', async () => {
    const api = stubApi({
      [LOGIN]: loginReply({ acceptedRodo: false }),
      [ACCEPT_TERMS]: ok(account({ acceptedRodo: true })),
    });
    const { user, router } = renderRuntime('/');

    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Data protection' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: /privacy policy/i })
        .getAttribute('href'),
    ).toBe('/docs/privacy-policy-en.pdf');

    await user.click(screen.getByRole('checkbox', { name: /accept the data protection terms/ }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
    const [request] = api.to(ACCEPT_TERMS);
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-token');
    expect(readSessionUser()).toEqual(expect.objectContaining({ acceptedRodo: true, token: 'jwt-token' }));
  });

  it('send an administrator to the administration once accepted', async () => {
    stubApi({
      [LOGIN]: loginReply({ roleDicId: 1, acceptedRodo: false }),
      [ACCEPT_TERMS]: ok(account({ roleDicId: 1, acceptedRodo: true })),
    });
    const { user, router } = renderRuntime('/');

    await logIn(user);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
  });

  it('show the server’s message when the acceptance cannot be saved', async () => {
    stubApi({
      [LOGIN]: loginReply({ acceptedRodo: false }),
      [ACCEPT_TERMS]: fail(500, 'INTERNAL_ERROR', 'Something went wrong on the server.'),
    });
    const { user, router } = renderRuntime('/');

    await logIn(user);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Something went wrong on the server.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('can be declined by logging out', async () => {
    stubApi({ [LOGIN]: loginReply({ acceptedRodo: false }) });
    const { user } = renderRuntime('/');

    await logIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Data protection' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(readSessionUser()).toBeNull();
  });
});
