import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { translate } from '@server/i18n/index';
import type { RunningServer } from '@server/server';
import { LANGUAGES } from '@runtime/shared/i18n/languages';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { translations } from '@runtime/translations/translations';
import dictionaries from '@server/data/seed/dictionaries.json';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { lastMailTo } from '@tests/support/outbox';

const PASSWORD = 'Field#2026pass';
const SCREENSHOTS = 'reports/screenshots';

function farmerRoleName(language: LanguageCode): string {
  const farmer = dictionaries.roles.find((role) => role.key === 'farmer');
  if (!farmer) throw new Error('The seed has no farmer role');
  return farmer.name[language];
}

/**
 * A field by its whole label, followed by the required mark: "Passwort" must not also find
 * "Passwort wiederholen", nor the "Passwort anzeigen" button inside the field.
 */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

describe('registering a farmer in each language, from the login page to the questionnaires', () => {
  let server: RunningServer;
  let browser: Browser;
  let outboxDir: string;
  /** The English farmer, who logs in again on a phone-sized screen at the end. */
  let englishFarmer: string | undefined;

  beforeAll(async () => {
    outboxDir = mkdtempSync(join(tmpdir(), 'registration-outbox-'));
    mkdirSync(SCREENSHOTS, { recursive: true });
    [server, browser] = await Promise.all([
      // Six registrations and logins from one address would trip the default limit of 20 per 15 minutes.
      startAppServer({ mail: { outboxDir }, rateLimit: { windowMs: 60_000, limit: 500 } }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s',
    async (code, language) => {
      const t = translations[code];
      const email = `farmer.${code}.${Date.now()}@example.org`;
      const page = await browser.newPage({ locale: 'en-GB' });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        // The login page, switched to the language; the cookie notice speaks it too.
        await page.goto(`${server.url}/`);
        await page.getByRole('combobox', { name: 'Language' }).click();
        await page.getByRole('option', { name: language.nativeName }).click();
        await page.getByRole('heading', { level: 1, name: t.login.title }).waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(code);
        // The header's documents are the PDFs of this language.
        const instruction = page.getByRole('banner').getByRole('link', { name: t.shell.instruction });
        const instructionUrl = await instruction.getAttribute('href');
        expect(instructionUrl).toBe(`/docs/instruction-${code}.pdf`);
        expect(await instruction.getAttribute('target')).toBe('_blank');
        const pdf = await page.request.get(`${server.url}${instructionUrl}`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');

        const cookieBar = page.getByRole('region', { name: t.shell.cookieBarLabel });
        await cookieBar.getByRole('button', { name: t.shell.cookieAccept }).click();
        await cookieBar.waitFor({ state: 'detached' });

        // Registration as a farmer (no institution), with the account in the same language.
        await page.getByRole('link', { name: t.login.register }).click();
        await page.getByRole('heading', { level: 1, name: t.registration.title }).waitFor();
        await field(page, t.registration.email).fill(email);
        await page.getByRole('combobox', { name: t.registration.locale }).click();
        await page.getByRole('option', { name: language.nativeName }).click();
        await page.getByRole('combobox', { name: t.registration.role }).click();
        await page.getByRole('option', { name: farmerRoleName(code) }).click();
        expect(await page.getByRole('combobox', { name: t.registration.institutionType }).count()).toBe(0);
        await field(page, t.registration.password).fill(PASSWORD);
        await field(page, t.password.repeat).fill(PASSWORD);
        await page.getByRole('button', { name: t.registration.submit }).click();

        const registered = page.getByRole('dialog', { name: t.registration.successTitle });
        await registered.getByText(t.registration.successBody).waitFor();
        await registered.getByRole('button', { name: t.common.ok }).click();
        await page.waitForURL(`${server.url}/`);

        // The activation e-mail, in the account's language, links to the activation page.
        const mail = await lastMailTo(outboxDir, email);
        expect(mail?.subject).toBe(translate(code, 'mail.activation.subject'));
        const link = new URL(mail?.link ?? '');
        expect(link.pathname).toMatch(
          new RegExp(`^/user-account-confirmation/[^/]+/${language.localeId}/3$`),
        );

        await page.goto(`${server.url}${link.pathname}`);
        await page.getByRole('heading', { level: 1, name: t.activation.title }).waitFor();
        await page.getByRole('button', { name: t.activation.activate }).click();
        const activated = page.getByRole('dialog', { name: t.activation.completeTitle });
        await activated.getByText(t.activation.complete).waitFor();
        await activated.getByRole('button', { name: t.activation.goToMain }).click();
        await page.waitForURL(`${server.url}/`);

        // Login, the data-protection terms, and the questionnaire list.
        await page.getByRole('heading', { level: 1, name: t.login.title }).waitFor();
        await field(page, t.login.email).fill(email);
        await field(page, t.login.password).fill(PASSWORD);
        await page.getByRole('button', { name: t.login.submit, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: t.terms.title }).waitFor();
        const confirm = page.getByRole('button', { name: t.terms.confirm, exact: true });
        expect(await confirm.isDisabled()).toBe(true);
        await page.getByRole('checkbox', { name: t.terms.checkbox }).check();
        await confirm.click();

        await page.waitForURL(`${server.url}/main-navigation/questionnaires`);
        await page.getByRole('heading', { level: 1, name: t.mainNavigation.questionnaires }).waitFor();
        await page.getByRole('banner').getByText(email).waitFor();
        await page.getByRole('banner').getByRole('button', { name: t.shell.logOut }).waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(code);
        expect(errors).toEqual([]);
        if (code === 'en') englishFarmer = email;
      } finally {
        await page.close();
      }
    },
    90_000,
  );

  it('fits a 375 px wide screen: the registration form, and the header menu once logged in', async () => {
    const t = translations.en;
    // Reduced motion: the screenshot shows the opened menu, not a frame of its fade-in.
    const page = await browser.newPage({
      locale: 'en-GB',
      viewport: { width: 375, height: 812 },
      reducedMotion: 'reduce',
    });
    try {
      await page.goto(`${server.url}/registration`);
      await page.getByRole('combobox', { name: t.registration.role }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/registration-375.png`, fullPage: true });
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      expect(englishFarmer).toBeDefined();
      await page.goto(`${server.url}/`);
      await field(page, t.login.email).fill(englishFarmer ?? '');
      await field(page, t.login.password).fill(PASSWORD);
      await page.getByRole('button', { name: t.login.submit, exact: true }).click();
      await page.waitForURL(`${server.url}/main-navigation/questionnaires`);

      const header = page.getByRole('banner');
      expect(await header.getByRole('button', { name: t.shell.logOut }).count()).toBe(0);
      await header.getByRole('button', { name: t.shell.menu }).click();
      const menu = page.getByRole('menu');
      await menu.getByText(englishFarmer ?? '').waitFor();
      await menu.getByRole('menuitem', { name: t.shell.logOut }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/header-menu-375.png` });

      await menu.getByRole('menuitem', { name: t.shell.logOut }).click();
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('heading', { level: 1, name: t.login.title }).waitFor();
    } finally {
      await page.close();
    }
  }, 60_000);
});
