import { screen, waitFor, within } from '@testing-library/react';
import { readSessionUser, writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { fail, ok, stubApi } from '../support/fakeApi';
import { sessionUser } from '../support/fixtures';

const LOGOUT = 'POST /api/secured/user/logout';
const RENEW = 'POST /api/secured/user/session/renew';
const MINUTE = 60_000;

/** An unsigned token with the server's claims: the app reads its lifetime, the server checks it. */
function jwt(name: string, lifetimeMs = 15 * MINUTE): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const iat = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '7', sid: name, iat, exp: iat + lifetimeMs / 1000 })}.sig`;
}

async function logOutFromHeader(user: ReturnType<typeof renderRuntime>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
}

describe('the session in the apps', () => {
  it('ends the session on the server with its token when the user logs out', async () => {
    writeSessionUser(sessionUser({ token: 'the-session-token' }));
    const api = stubApi({ [LOGOUT]: ok() });
    const { user, router } = renderRuntime('/main-navigation/questionnaires');

    await logOutFromHeader(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
    const [logout] = api.to(LOGOUT);
    expect(logout?.headers.get('Authorization')).toBe('Bearer the-session-token');
  });

  it.each([
    ['an older backend without the call', () => fail(404, 'NOT_FOUND', 'Not found')],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('still logs out here when the server cannot end the session (%s)', async (_case, answer) => {
    writeSessionUser(sessionUser());
    const api = stubApi({ [LOGOUT]: answer });
    const { user, router } = renderRuntime('/main-navigation/questionnaires');

    await logOutFromHeader(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
    expect(api.to(LOGOUT)).toHaveLength(1);
  });

  it('renews a token near its end before the next call, and sends the new one', async () => {
    const old = jwt('old');
    const renewed = jwt('renewed');
    // Received 13 minutes ago: 2 minutes left, within the last fifth of its life.
    writeSessionUser({ ...sessionUser({ token: old }), tokenExpiresAt: Date.now() + 2 * MINUTE });
    const api = stubApi({ [RENEW]: ok({ token: renewed }) });
    renderRuntime('/main-navigation/questionnaires');

    await waitFor(() => expect(readSessionUser()?.token).toBe(renewed));
    expect(api.to(RENEW)[0]?.headers.get('Authorization')).toBe(`Bearer ${old}`);
    expect(api.to(RENEW)).toHaveLength(1);
    expect(readSessionUser()?.tokenExpiresAt).toBeGreaterThan(Date.now() + 14 * MINUTE);
    const secured = api.requests.filter(
      (request) =>
        request.path.startsWith('/api/secured/') && request.path !== '/api/secured/user/session/renew',
    );
    expect(secured.length).toBeGreaterThan(0);
    for (const request of secured) expect(request.headers.get('Authorization')).toBe(`Bearer ${renewed}`);
  });

  it('goes to the login when the server refuses the renewal, without another logout call', async () => {
    writeSessionUser({ ...sessionUser({ token: jwt('ended') }), tokenExpiresAt: Date.now() + MINUTE });
    const api = stubApi({ [RENEW]: fail(401, 'UNAUTHORIZED', 'Log in again') });
    const { router } = renderRuntime('/main-navigation/questionnaires');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
    expect(api.to(LOGOUT)).toHaveLength(0);
  });
});
