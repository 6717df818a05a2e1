import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRuntime } from '../renderRuntime';
import { stubApi } from '../support/fakeApi';
import { dictionaryRoutes } from '../support/fixtures';
import { PASSWORD, choose, emailInput, passwordInput, repeatInput } from './registrationSteps';

const REQUIRED = 'This field is required';

function fieldOf(control: HTMLElement): HTMLElement {
  const field = control.closest<HTMLElement>('.fui-Field');
  if (!field) throw new Error('The control is not inside a Fluent Field');
  return field;
}

function messageOf(control: HTMLElement): string | null {
  return within(fieldOf(control)).queryByRole('alert')?.textContent ?? null;
}

describe('registration form rules', () => {
  beforeEach(() => {
    stubApi({
      ...dictionaryRoutes,
      'GET /api/user/email-available': { body: { success: true, data: { available: true } } },
    });
  });

  it('asks for every required field on submit and focuses the first', async () => {
    const api = stubApi(dictionaryRoutes);
    const { user } = renderRuntime('/registration');
    expect(screen.queryByText(REQUIRED)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(messageOf(emailInput())).toBe(REQUIRED);
    expect(messageOf(screen.getByRole('combobox', { name: /^role/i }))).toBe(REQUIRED);
    expect(messageOf(passwordInput())).toBe(REQUIRED);
    expect(messageOf(repeatInput())).toBe(REQUIRED);
    // The locale starts at the interface language, so it is not missing.
    const locale = screen.getByRole('combobox', { name: /language of the account/i });
    expect(locale.textContent).toContain('English');
    expect(messageOf(locale)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));
    expect(api.to('POST /api/user/register')).toEqual([]);
  });

  it('checks the e-mail with the engine’s rules once the field is left', async () => {
    const { user } = renderRuntime('/registration');

    await user.type(emailInput(), 'not-an-address');
    expect(messageOf(emailInput())).toBeNull();
    await user.tab();
    expect(messageOf(emailInput())).toBe('Invalid e-mail address');

    await user.clear(emailInput());
    await user.type(emailInput(), 'Farmer@Example.com');
    expect(messageOf(emailInput())).toBe('The e-mail address must be written in small letters');

    await user.clear(emailInput());
    await user.type(emailInput(), `${'a'.repeat(95)}@example.com`);
    expect(messageOf(emailInput())).toBe('Invalid e-mail address');

    await user.clear(emailInput());
    await user.type(emailInput(), 'farmer@example.com');
    expect(messageOf(emailInput())).toBeNull();
  });

  it('checks the password structure and that the repetition is identical', async () => {
    const { user } = renderRuntime('/registration');

    const weakPasswords = [
      'Sh#1a',
      'nouppercase#1',
      'NOLOWERCASE#1',
      'NoDigits#here',
      'NoSpecial123',
      'With space#1A',
    ];
    for (const weak of weakPasswords) {
      await user.clear(passwordInput());
      await user.type(passwordInput(), weak);
      await user.tab();
      expect(messageOf(passwordInput()), weak).toMatch(/^Invalid password structure/);
    }
    await user.clear(passwordInput());
    await user.type(passwordInput(), PASSWORD);
    expect(messageOf(passwordInput())).toBeNull();

    await user.type(repeatInput(), 'Demo#2026pas');
    await user.tab();
    expect(messageOf(repeatInput())).toBe('The passwords must be identical');
    await user.type(repeatInput(), 's');
    expect(messageOf(repeatInput())).toBeNull();
  });

  it('shows the password on request', async () => {
    const { user } = renderRuntime('/registration');
    await user.type(passwordInput(), PASSWORD);
    const [showPassword] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showPassword!);
    expect(passwordInput().getAttribute('type')).toBe('text');
    expect(repeatInput().getAttribute('type')).toBe('password');
  });

  it('asks for an institution only for roles other than administrator and farmer', async () => {
    const { user } = renderRuntime('/registration');
    const institutionType = () => screen.queryByRole('combobox', { name: /^institution type/i });

    await choose(user, /^role/i, 'Farmer (pig breeder)');
    expect(institutionType()).toBeNull();
    await choose(user, /^role/i, 'Administrator');
    expect(institutionType()).toBeNull();

    for (const role of ['Coordinator', 'Expert', 'Observer (read-only)']) {
      await choose(user, /^role/i, role);
      expect(institutionType(), role).toBeTruthy();
    }

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(messageOf(institutionType()!)).toBe(REQUIRED);
    expect(messageOf(screen.getByRole('combobox', { name: /^institution\b(?! type)/i }))).toBe(REQUIRED);
  });

  it('loads the institutions of the chosen type and starts both afresh when the role changes', async () => {
    const api = stubApi(dictionaryRoutes);
    const { user } = renderRuntime('/registration');
    const institution = () => screen.getByRole('combobox', { name: /^institution\b(?! type)/i });

    await choose(user, /^role/i, 'Coordinator');
    expect(institution().hasAttribute('disabled')).toBe(true);
    expect(api.requests.some((request) => request.path.startsWith('/api/region/list'))).toBe(false);

    await choose(user, /^institution type/i, 'Regional environmental inspectorate');
    expect(institution().hasAttribute('disabled')).toBe(false);
    await choose(user, /^institution\b(?! type)/i, 'Regional Inspectorate South');
    expect(api.to('GET /api/region/list/10')).toHaveLength(1);

    // Another type: the institution chosen for the first type is gone.
    await choose(user, /^institution type/i, 'Agricultural advisory centre');
    expect(institution().textContent).not.toContain('Regional Inspectorate South');
    await choose(user, /^institution\b(?! type)/i, 'Advisory centre West');

    await choose(user, /^role/i, 'Expert');
    expect(screen.getByRole('combobox', { name: /^institution type/i }).textContent).not.toContain(
      'Agricultural advisory centre',
    );
    expect(institution().textContent).not.toContain('Advisory centre West');
    expect(institution().hasAttribute('disabled')).toBe(true);
  });

  it('names roles and institution types in the interface language', async () => {
    const { user } = renderRuntime('/registration', 'pl');

    await user.click(screen.getByRole('combobox', { name: /^rola/i }));
    const roles = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(roles).toEqual([
      'Administrator',
      'Koordynator',
      'Rolnik (hodowca świń)',
      'Ekspert',
      'Obserwator (tylko odczyt)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Koordynator' }));
    await choose(user, /^typ instytucji/i, 'Ośrodek doradztwa rolniczego');
  });

  it('starts the language of the account at the interface language and follows it until one is chosen', async () => {
    const { user, i18n } = renderRuntime('/registration', 'pl');
    const locale = (name: RegExp) => screen.getByRole('combobox', { name });
    await waitFor(() => expect(locale(/język konta/i).textContent).toContain('Polski'));

    await act(() => i18n.changeLanguage('en'));
    expect(locale(/language of the account/i).textContent).toContain('English');

    await choose(user, /language of the account/i, 'Suomi');
    await act(() => i18n.changeLanguage('pl'));
    expect(locale(/język konta/i).textContent).toContain('Suomi');
  });

  it('offers the six locales by their own names', async () => {
    const { user } = renderRuntime('/registration');
    await user.click(screen.getByRole('combobox', { name: /language of the account/i }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Polski',
      'Deutsch',
      'Suomi',
      'Italiano',
      'Nederlands',
    ]);
    await user.click(screen.getByRole('option', { name: 'Suomi' }));
    expect(screen.getByRole('combobox', { name: /language of the account/i }).textContent).toContain('Suomi');
  });
});
