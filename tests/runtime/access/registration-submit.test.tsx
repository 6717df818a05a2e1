import { screen, waitFor, within } from '@testing-library/react';
import { readSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { fail, ok, stubApi } from '../support/fakeApi';
import { account, dictionaryRoutes } from '../support/fixtures';
import { PASSWORD, choose, emailInput, fillFarmer, passwordInput, repeatInput } from './registrationSteps';

const REGISTER = 'POST /api/user/register';
const SETUP = 'GET /api/setup';
const available = { 'GET /api/user/email-available': ok({ available: true }) };

describe('registration', () => {
  it('registers a farmer without institution, says so and goes home', async () => {
    const api = stubApi({
      ...dictionaryRoutes,
      ...available,
      [REGISTER]: ok({ user: account({ email: 'new.farmer@example.com', localeDicId: 2, isActive: false }) }),
    });
    const { user, router } = renderRuntime('/registration');

    await fillFarmer(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registered successfully' });
    expect(within(dialog).getByText(/activation link/)).toBeTruthy();
    const [request] = api.to(REGISTER);
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toEqual({
      email: 'new.farmer@example.com',
      localeDicId: '1', // the English page's language
      roleDicId: '3',
      password: PASSWORD,
    });
    expect(readSessionUser()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the institution type and institution of roles that belong to one, and the chosen locale', async () => {
    const api = stubApi({
      ...dictionaryRoutes,
      ...available,
      [REGISTER]: ok({ user: account({ roleDicId: 2 }) }),
    });
    const { user } = renderRuntime('/registration');

    await user.type(emailInput(), 'coordinator.new@example.com');
    await choose(user, /language of the account/i, 'Deutsch');
    await choose(user, /^role/i, 'Coordinator');
    await choose(user, /^institution type/i, 'Regional environmental inspectorate');
    await choose(user, /^institution\b(?! type)/i, 'Regional Inspectorate North');
    await user.type(passwordInput(), PASSWORD);
    await user.type(repeatInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByRole('dialog', { name: 'Registered successfully' });
    expect(api.to(REGISTER)[0]?.body).toEqual({
      email: 'coordinator.new@example.com',
      localeDicId: '3',
      roleDicId: '2',
      password: PASSWORD,
      countryId: '10',
      institutionDicId: '101',
    });
  });

  it('asks for the setup token only while no main administrator exists, and sends it', async () => {
    const api = stubApi({
      ...dictionaryRoutes,
      ...available,
      [SETUP]: ok({ setupRequired: true }),
      [REGISTER]: ok({
        user: account({ id: 1, roleDicId: 1, isSuperUser: true, acceptedRodo: false, localeDicId: 1 }),
        token: 'first-token',
      }),
    });
    const { user, router } = renderRuntime('/registration');

    await fillFarmer(user, 'first@example.com');
    const tokenInput = await screen.findByLabelText('Setup token', { selector: 'input' });
    expect(screen.getByText(/No main administrator exists yet/)).toBeTruthy();
    await user.type(tokenInput, ' Abc_123-token ');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
    expect(api.to(REGISTER)[0]?.body).toEqual({
      email: 'first@example.com',
      localeDicId: '1', // the English page's language
      roleDicId: '3',
      password: PASSWORD,
      setupToken: 'Abc_123-token',
    });
  });

  it('shows no setup token field once the main administrator exists', async () => {
    const api = stubApi({ ...dictionaryRoutes, ...available, [SETUP]: ok({ setupRequired: false }) });
    renderRuntime('/registration');
    await waitFor(() => expect(api.to(SETUP)).toHaveLength(1));
    await screen.findByRole('button', { name: 'Register' });
    expect(screen.queryByLabelText('Setup token')).toBeNull();
  });

  it('logs the main administrator made with the setup token in and takes it to the administration', async () => {
    stubApi({
      ...dictionaryRoutes,
      ...available,
      [REGISTER]: ok({
        user: account({ id: 1, roleDicId: 1, isSuperUser: true, acceptedRodo: false, localeDicId: 1 }),
        token: 'first-token',
      }),
    });
    const { user, router } = renderRuntime('/registration');

    await fillFarmer(user, 'first@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
    expect(readSessionUser()).toEqual(expect.objectContaining({ roleDicId: 1, token: 'first-token' }));
    // Like every first login, the data-protection terms come before the page itself.
    expect(await screen.findByRole('heading', { level: 1, name: 'Data protection' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s reason when it refuses', async () => {
    stubApi({
      ...dictionaryRoutes,
      ...available,
      [REGISTER]: fail(409, 'EMAIL_TAKEN', 'An account with this e-mail address already exists.'),
    });
    const { user, router } = renderRuntime('/registration');

    await fillFarmer(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('An account with this e-mail address already exists.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/registration');
  });

  it('offers to reload the page when its lists cannot be downloaded', async () => {
    stubApi({ ...dictionaryRoutes, 'GET /api/user/role/list': fail(500, 'INTERNAL_ERROR', 'Broken') });
    renderRuntime('/registration');

    const dialog = await screen.findByRole('dialog', { name: 'Error while downloading data' });
    expect(within(dialog).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
