import { screen, waitFor } from '@testing-library/react';
import { readSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from './renderRuntime';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(response: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function loginReply(roleDicId: number, localeDicId = 1) {
  return {
    success: true,
    data: {
      user: {
        id: 7,
        email: 'someone@example.com',
        roleDicId,
        localeDicId,
        isSuperUser: false,
        acceptedRodo: true,
      },
      token: 'jwt-token',
    },
  };
}

async function fillAndSubmit(user: ReturnType<typeof renderRuntime>['user']) {
  await user.type(screen.getByLabelText(/e-mail/i), 'someone@example.com');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Demo#2026pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('shows required messages when submitted empty and sends nothing', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse(loginReply(3))));
    const { user } = renderRuntime('/');

    expect(screen.queryByText('E-mail is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/e-mail/i));
    expect(fetchMock).not.toHaveBeenCalled();

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

  it('posts the credentials as a form and sends an administrator to the administration', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse(loginReply(1))));
    const { user, router } = renderRuntime('/');

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/login/web');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      email: 'someone@example.com',
      password: 'Demo#2026pass',
    });
    expect(readSessionUser()).toEqual(expect.objectContaining({ roleDicId: 1, token: 'jwt-token', id: 7 }));
  });

  it('sends any other role to the questionnaire list, in the user’s language', async () => {
    stubFetch(() => Promise.resolve(jsonResponse(loginReply(3, 2))));
    const { user, router, i18n } = renderRuntime('/');

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
    expect(readSessionUser()).toEqual(
      expect.objectContaining({
        email: 'someone@example.com',
        roleDicId: 3,
        localeDicId: 2,
        token: 'jwt-token',
      }),
    );
    expect(i18n.language).toBe('pl');
  });

  it('shows the login error when the server refuses', async () => {
    stubFetch(() =>
      Promise.resolve(
        jsonResponse({ success: false, error: 'BAD_CREDENTIALS', message: 'Wrong password' }, 401),
      ),
    );
    const { user, router } = renderRuntime('/');

    await fillAndSubmit(user);

    expect(await screen.findByText('Error while logging in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(readSessionUser()).toBeNull();
  });

  it('shows the login error when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderRuntime('/');

    await fillAndSubmit(user);

    expect(await screen.findByText('Error while logging in')).toBeTruthy();
    expect(readSessionUser()).toBeNull();
  });

  it('links to password recovery and registration', async () => {
    const { user, router } = renderRuntime('/');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );

    await user.click(screen.getByRole('link', { name: 'Create an account' }));

    expect(router.state.location.pathname).toBe('/registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Registration' })).toBeTruthy();
  });
});
