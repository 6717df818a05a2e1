import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';

/** Logs a demo user in through the runtime's login form (the demo password). */
export async function logIn(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Replaces a text box's content key by key, as a user types, and leaves it with Tab. */
export async function typeInto(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.press('Control+A');
  await input.press('Delete');
  await input.pressSequentially(text);
  await input.press('Tab');
}

/**
 * Types a date into the date picker's text box. A click would open the calendar, which takes the
 * focus away from the text box now and then, so the box is focused without one.
 */
export async function typeDate(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.press('Control+A');
  await input.press('Delete');
  await input.pressSequentially(text);
  await input.press('Tab');
}
