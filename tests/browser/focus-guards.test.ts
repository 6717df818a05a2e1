import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { launchChromium, startAppServer } from '@tests/support/browser';

/**
 * The accessibility audit sets aside axe's aria-hidden-focus for Fluent's focus guards only
 * (tests/support/screen-audit.ts says why). That rests on one claim, proved here in the real app:
 * a keyboard user never rests on a guard, walking the page forwards and backwards with Tab.
 */
describe("Fluent's focus guards", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    page = await browser.newPage({ locale: 'en-GB' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** What has the focus after each of `presses` presses of `key`. */
  async function focusWalk(key: 'Tab' | 'Shift+Tab', presses: number): Promise<string[]> {
    const visited: string[] = [];
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      visited.push(
        await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused) return 'nothing';
          return focused.hasAttribute('data-tabster-dummy')
            ? 'GUARD'
            : `${focused.tagName.toLowerCase()} ${focused.textContent?.trim().slice(0, 20) ?? ''}`;
        }),
      );
    }
    return visited;
  }

  it('never keep the focus on the list screen with its tabs, filters and table', async () => {
    await page.goto(`${server.url}/`);
    await page.getByLabel(/^E-mail/).fill('farmer@example.com');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('table', { name: 'Questionnaires' }).getByText('Green Valley pig farm').waitFor();
    const guards = await page.locator('[data-tabster-dummy]').count();
    expect(guards).toBeGreaterThan(0);

    const forwards = await focusWalk('Tab', 60);
    const backwards = await focusWalk('Shift+Tab', 60);

    expect(forwards.filter((focused) => focused === 'GUARD')).toEqual([]);
    expect(backwards.filter((focused) => focused === 'GUARD')).toEqual([]);
    // The walk really moved through the page: tabs, filters and row actions all took the focus.
    expect(new Set(forwards).size).toBeGreaterThan(20);
  });
});
