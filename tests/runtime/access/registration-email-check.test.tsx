import { act, screen, within } from '@testing-library/react';
import { renderRuntime } from '../renderRuntime';
import type { ApiRequest } from '../support/fakeApi';
import { ok, stubApi } from '../support/fakeApi';
import { dictionaryRoutes } from '../support/fixtures';
import { emailInput, fillFarmer } from './registrationSteps';

const AVAILABLE = 'GET /api/user/email-available';

function availabilityServer(taken: readonly string[]) {
  return stubApi({
    ...dictionaryRoutes,
    [AVAILABLE]: (request: ApiRequest) =>
      ok({ available: !taken.includes(request.query.get('email') ?? '') }),
  });
}

/**
 * Fake timeouts (the debounce's). Testing Library recognises fake timers only through a global
 * `jest`; without it, its own setTimeout(0) after each user action would wait forever.
 */
function renderWithFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return renderRuntime('/registration', 'en', {
    userEvent: { advanceTimers: (delay) => vi.advanceTimersByTime(delay) },
  });
}

async function wait(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('e-mail availability while registering', () => {
  it('asks the server 300 ms after the typing stops, once, for the whole address', async () => {
    const api = availabilityServer([]);
    const { user } = renderWithFakeTimers();

    await user.type(emailInput(), 'new@exa');
    await wait(200);
    await user.type(emailInput(), 'mple.com');
    await wait(299);
    expect(api.to(AVAILABLE)).toEqual([]);

    await wait(1);
    expect(api.to(AVAILABLE)).toHaveLength(1);
    expect(api.to(AVAILABLE)[0]?.query.get('email')).toBe('new@example.com');
  });

  it('does not ask about addresses that break the e-mail rules', async () => {
    const api = availabilityServer([]);
    const { user } = renderWithFakeTimers();

    await user.type(emailInput(), 'New@Example.com');
    await wait(1000);
    await user.clear(emailInput());
    await user.type(emailInput(), 'not-an-address');
    await wait(1000);

    expect(api.to(AVAILABLE)).toEqual([]);
  });

  it('says when the address is taken and refuses to register it', async () => {
    const api = availabilityServer(['farmer@example.com']);
    const { user } = renderWithFakeTimers();

    await fillFarmer(user, 'farmer@example.com');
    await wait(300);
    const field = emailInput().closest<HTMLElement>('.fui-Field')!;
    expect(await within(field).findByText('An account with this e-mail address already exists')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.to('POST /api/user/register')).toEqual([]);
  });

  it('says nothing about a free address', async () => {
    const api = availabilityServer(['farmer@example.com']);
    const { user } = renderWithFakeTimers();

    await user.type(emailInput(), 'free@example.com');
    await wait(300);
    await vi.waitFor(() => expect(api.to(AVAILABLE)).toHaveLength(1));
    const field = emailInput().closest<HTMLElement>('.fui-Field')!;
    expect(within(field).queryByRole('alert')).toBeNull();
  });
});
