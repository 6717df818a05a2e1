import { screen, waitFor, within } from '@testing-library/react';
import { readSessionUser, writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { sessionUser } from '../support/fixtures';
import { narrowScreen } from '../support/narrowScreen';

function banner(): HTMLElement {
  return screen.getByRole('banner');
}

describe('header', () => {
  it('shows the user’s e-mail with change-password and logout buttons', () => {
    writeSessionUser(sessionUser({ email: 'expert@example.com', roleDicId: 4 }));
    renderRuntime('/main-navigation/questionnaires');

    expect(within(banner()).getByText('expert@example.com')).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(banner()).queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('keeps a long e-mail whole in the title of its shortened text', () => {
    const email = 'a.very.long.name.of.a.field.worker@regional-inspectorate.example.org';
    writeSessionUser(sessionUser({ email, roleDicId: 3 }));
    renderRuntime('/main-navigation/questionnaires');

    // The header cuts the address with an ellipsis when the row is full; the title keeps all of it.
    expect(within(banner()).getByText(email).getAttribute('title')).toBe(email);
  });

  it('has no account buttons before login', () => {
    renderRuntime('/');
    expect(within(banner()).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('links the instruction and privacy policy of the interface language, each in a new tab', () => {
    renderRuntime('/', 'nl');

    const instruction = within(banner()).getByRole('link', { name: /^Handleiding \(PDF\)/ });
    const privacy = within(banner()).getByRole('link', { name: /^Privacybeleid \(PDF\)/ });
    expect(instruction.getAttribute('href')).toBe('/docs/instruction-nl.pdf');
    expect(privacy.getAttribute('href')).toBe('/docs/privacy-policy-nl.pdf');
    for (const link of [instruction, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opent in een nieuw tabblad)');
    }
  });

  it('links the mobile app only when its address is configured', () => {
    renderRuntime('/');
    expect(within(banner()).queryByRole('link', { name: /mobile app/i })).toBeNull();
  });

  it('links the configured mobile app', () => {
    vi.stubEnv('VITE_MOBILE_APP_URL', 'https://apps.example.org/field-questionnaires');
    renderRuntime('/');
    expect(
      within(banner())
        .getByRole('link', { name: /mobile app/i })
        .getAttribute('href'),
    ).toBe('https://apps.example.org/field-questionnaires');
  });

  describe('under 768 px', () => {
    it('folds the account and the documents into a menu', async () => {
      narrowScreen();
      writeSessionUser(sessionUser({ email: 'farmer@example.com' }));
      const { user, router } = renderRuntime('/main-navigation/questionnaires');

      expect(within(banner()).queryByRole('button', { name: 'Log out' })).toBeNull();
      expect(within(banner()).queryByRole('link', { name: /instruction/i })).toBeNull();
      expect(within(banner()).getByRole('combobox', { name: 'Language' })).toBeTruthy();

      await user.click(within(banner()).getByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('farmer@example.com').getAttribute('title')).toBe('farmer@example.com');
      expect(
        within(menu)
          .getByRole('menuitem', { name: /instruction/i })
          .getAttribute('href'),
      ).toBe('/docs/instruction-en.pdf');
      await user.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
      expect(router.state.location.pathname).toBe('/change-password');

      await user.click(within(banner()).getByRole('button', { name: 'Menu' }));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(readSessionUser()).toBeNull();
    });

    it('offers only the documents before login', async () => {
      narrowScreen();
      const { user } = renderRuntime('/');

      await user.click(within(banner()).getByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Instruction (PDF)', 'Privacy policy (PDF)']);
    });
  });
});
