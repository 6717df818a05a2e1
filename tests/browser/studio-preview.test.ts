import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn } from '@tests/support/fill-widgets';
import { auditScreen, VIEWPORTS, waitForSettledScreen, watchPage } from '@tests/support/screen-audit';
import { leafletState, nextZoomEnd, recordLeafletMaps } from '@tests/support/leaflet-maps';
import { openFirstType, previewFirstGroup } from '@tests/support/studio-tree';

const LONG = { timeout: 30_000 };

/** Unfolds a form and one of its subforms in the studio's tree and previews one of its groups. */
async function previewGroup(page: Page, form: string, subform: string, group: string): Promise<void> {
  await page.getByRole('button', { name: `Show the contents of ${form}` }).click(LONG);
  await page.getByRole('button', { name: `Show the contents of ${subform}` }).click(LONG);
  await page
    .getByRole('list', { name: `Question groups of ${subform}` })
    .getByRole('button', { name: `Preview ${group}` })
    .click(LONG);
}

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

  it('previews a grid-square question with the server’s grid squares, saving nothing', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const watched = await watchPage(page);
    await recordLeafletMaps(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/secured\/question\/(save|delete)/.test(request.url())) saves.push(request.url());
    });
    try {
      await logIn(page, server.url, 'admin@example.com');
      await page.waitForURL((address) => address.pathname !== '/');
      await openFirstType(page, server.url);
      await previewGroup(page, 'Environment', 'Feed and water', 'Water');
      const card = page
        .getByRole('region', { name: 'Preview' })
        .locator('[role="group"][data-question-id]')
        .filter({ hasText: 'Select the grid square of the farm' });
      const map = card.locator('.leaflet-container');
      await map.waitFor(LONG);
      await expect
        .poll(() =>
          leafletState(map).then(
            () => true,
            () => false,
          ),
        )
        .toBe(true);
      for (let zoom = (await leafletState(map)).zoom; zoom < 11; zoom += 1) {
        const zoomed = nextZoomEnd(map);
        await card.getByRole('button', { name: 'Zoom in' }).click();
        expect(await zoomed).toBe(zoom + 1);
      }
      // The studio asks the same server for the squares, with the administrator's session.
      await expect.poll(async () => (await leafletState(map)).gridSquares).toBeGreaterThan(100);
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no size');
      await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
      await card.getByText(/^Selected square: 1kmE\d+N\d+$/).waitFor(LONG);
      expect(saves).toEqual([]);
      expect(watched.take()).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
