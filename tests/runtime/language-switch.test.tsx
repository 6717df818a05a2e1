import { screen } from '@testing-library/react';
import { CHOSEN_LANGUAGE_KEY } from '@runtime/shared/i18n/chosenLanguage';
import { initialLanguage } from '@runtime/shared/i18n/initialLanguage';
import { renderRuntime } from './renderRuntime';

describe('language switch', () => {
  it('re-renders the login page in Polish', async () => {
    const { user } = renderRuntime('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: 'Polski' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie' })).toBeTruthy();
    expect(screen.getByLabelText(/^hasło/i, { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Język' }).textContent).toContain('Polski');
    expect(document.documentElement.lang).toBe('pl');
    expect(document.title).toBe('Logowanie – Ankiety terenowe');
  });

  it('remembers the choice for the next visit', async () => {
    const { user } = renderRuntime('/');
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('de');
    expect(initialLanguage()).toBe('de');
  });

  it('lists the six languages by their native names', async () => {
    const { user } = renderRuntime('/');
    await user.click(screen.getByRole('combobox', { name: 'Language' }));

    const options = screen
      .getAllByRole('option')
      .map((option) => [option.textContent, option.getAttribute('lang')]);
    expect(options).toEqual([
      ['English', 'en'],
      ['Polski', 'pl'],
      ['Deutsch', 'de'],
      ['Suomi', 'fi'],
      ['Italiano', 'it'],
      ['Nederlands', 'nl'],
    ]);
  });

  it('starts in the language it is given', () => {
    renderRuntime('/', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });
});
