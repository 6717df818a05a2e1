import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { watchPageProblems } from '@tests/support/page-problems';

/**
 * A phone on the office network opens the server by its network address over plain HTTP. Chromium
 * treats localhost as secure, so a test through localhost cannot see what that phone sees; this one
 * gives the loopback server a name of its own (a host-resolver rule, no traffic leaves the machine),
 * which Chromium treats like any other address on the network.
 */
const HOST = 'field-questionnaires.test';

describe('the apps opened through a network address over plain HTTP', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startAppServer(),
      launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]),
    ]);
    page = await browser.newPage({ locale: 'en-GB' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the login page and logs in, with no request upgraded to https', async () => {
    const watch = await watchPageProblems(page);
    const address = `http://${HOST}:${server.port}`;
    const reply = await page.goto(`${address}/`);

    // The premise: this address is not a secure context for Chromium, unlike localhost.
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const headers = reply?.headers() ?? {};
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');

    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByLabel(/^E-mail/).fill('farmer@example.com');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('table', { name: 'Questionnaires' }).getByText('Green Valley pig farm').waitFor();
    expect(page.url()).toBe(`${address}/main-navigation/questionnaires`);
    expect(watch.problems()).toEqual([]);
  });
});
