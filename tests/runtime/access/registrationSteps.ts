import { screen } from '@testing-library/react';
import type { renderRuntime } from '../renderRuntime';

type User = ReturnType<typeof renderRuntime>['user'];

export const PASSWORD = 'Demo#2026pass';

export function emailInput(): HTMLElement {
  return screen.getByLabelText(/^e-mail/i, { selector: 'input' });
}

export function passwordInput(): HTMLElement {
  return screen.getByLabelText(/^password/i, { selector: 'input' });
}

export function repeatInput(): HTMLElement {
  return screen.getByLabelText(/^repeat the password/i, { selector: 'input' });
}

/** Opens a dropdown by its label and picks an option, once the options have loaded. */
export async function choose(user: User, label: RegExp, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Everything a farmer needs to register. */
export async function fillFarmer(user: User, email = 'new.farmer@example.com'): Promise<void> {
  await user.type(emailInput(), email);
  await choose(user, /^role/i, 'Farmer (pig breeder)');
  await user.type(passwordInput(), PASSWORD);
  await user.type(repeatInput(), PASSWORD);
}
