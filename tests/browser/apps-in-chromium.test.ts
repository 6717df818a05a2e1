import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { launchChromium, startAppServer } from '@tests/support/browser';

describe('the built apps in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    mkdirSync('reports/screenshots', { recursive: true });
  });
  beforeEach(async () => {
    page = await browser.newPage({ locale: 'en-GB' });
  });
  afterEach(async () => {
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the login page at / and switches it to Polish', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.screenshot({ path: 'reports/screenshots/login-en.png' });

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Polski' }).click();
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('pl');
    expect(errors).toEqual([]);
  });

  it('validates the empty login form in the page', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('E-mail is required').waitFor();
    await page.getByText('Password is required').waitFor();
  });

  it('answers the dictionary calls from the embedded database to the page', async () => {
    await page.goto(`${server.url}/`);
    const locales = await page.evaluate(async () => {
      const reply = await fetch('/api/user/locale/list');
      return (await reply.json()) as { data: { localeName: string }[] };
    });
    expect(locales.data.map((locale) => locale.localeName)).toEqual(['en', 'pl', 'de', 'fi', 'it', 'nl']);
  });

  it('serves the studio at /studio/, closed to visitors who are not administrators', async () => {
    await page.goto(`${server.url}/studio/`);
    await page.getByRole('heading', { name: 'This area is for administrators' }).waitFor();
    await page.screenshot({ path: 'reports/screenshots/studio-visitor.png' });
  });

  it('shows the not-found page for an unknown route', async () => {
    const reply = await page.goto(`${server.url}/no/such/page`);
    expect(reply?.status()).toBe(200);
    await page.getByText('The given page was not found.').waitFor();
  });
});
