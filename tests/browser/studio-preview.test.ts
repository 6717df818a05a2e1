import type { Browser } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn } from '@tests/support/fill-widgets';
import { auditScreen, VIEWPORTS, waitForSettledScreen, watchPage } from '@tests/support/screen-audit';
import { openFirstType, previewFirstGroup } from '@tests/support/studio-tree';

const LONG = { timeout: 30_000 };

/**
 * The studio's live preview with a group shown, at a phone's width and on a laptop, in the phone-width
 * frame and in Polish: it fits without sideways scrolling and has no serious axe violation.
 */
describe('studio live preview in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(['phone', 'desktop'] as const)('fits and passes axe at %s width', async (viewport) => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    const watched = await watchPage(page);
    const problems: string[] = [];
    try {
      await logIn(page, server.url, 'admin@example.com');
      await page.waitForURL((address) => address.pathname !== '/');
      await openFirstType(page, server.url);
      await previewFirstGroup(page);
      await waitForSettledScreen(page);
      problems.push(...(await auditScreen(page)).map((problem) => `preview: ${problem}`));

      const region = page.getByRole('region', { name: 'Preview' });
      await region.getByRole('switch', { name: 'Phone width (375 px)' }).click();
      await region.getByLabel('Language of the preview').selectOption('pl');
      await region
        .getByRole('group', { name: /^Pytanie / })
        .first()
        .waitFor(LONG);
      await waitForSettledScreen(page);
      problems.push(...(await auditScreen(page)).map((problem) => `phone frame, Polish: ${problem}`));
      problems.push(...watched.take());
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
