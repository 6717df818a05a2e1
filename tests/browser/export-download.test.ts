import { mkdirSync, readFileSync, statSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn } from '@tests/support/fill-widgets';
import {
  auditScreen,
  VIEWPORTS,
  waitForSettledScreen,
  watchPage,
  type WatchedPage,
} from '@tests/support/screen-audit';

/**
 * Issue 17's done-when line: with the demo data the expert opens the export tab, chooses their unit,
 * exports, and the browser downloads a non-empty workbook named `export_<today UTC>.xlsx`. The form
 * fits a phone and has no serious accessibility finding.
 */

const SCREENSHOTS = fileURLToPath(new URL('../../reports/screenshots/', import.meta.url));
/** The expert's demo unit (README): PL-002, the piglet farm they are assigned to. */
const EXPERT_UNIT = 'Oak Hill piglet farm (PL-002)';

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

describe('the expert’s data export in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watched: WatchedPage;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    context = await browser.newContext({
      locale: 'en-GB',
      viewport: VIEWPORTS.desktop,
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    watched = await watchPage(page);
  }, 120_000);
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await page.screenshot({
        path: `${SCREENSHOTS}export-download-failure-${test.task.name.split(' ')[0]}.png`,
        fullPage: true,
      });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('opens the export tab with Export disabled until a unit is chosen', async () => {
    await logIn(page, server.url, 'expert@example.com');
    await page.waitForURL(`${server.url}/main-navigation/questionnaires`);
    // The cookie notice would cover the lower part of a phone's screen.
    await page.getByRole('button', { name: 'I agree' }).click();
    await page.getByRole('tab', { name: 'Data export' }).click();
    await page.waitForURL(`${server.url}/main-navigation/export`);
    await page.getByRole('form', { name: 'What to export' }).waitFor();
    await waitForSettledScreen(page);
    expect(await page.getByRole('button', { name: 'Export', exact: true }).isDisabled()).toBe(true);
    expect(await auditScreen(page)).toEqual([]);
    expect(watched.take()).toEqual([]);
  }, 120_000);

  it('downloads the expert’s unit as export_<today>.xlsx, a non-empty workbook', async () => {
    await page.getByRole('combobox', { name: 'Units' }).click();
    const menu = page.getByRole('menu', { name: 'Units' });
    // The expert sees their own unit only: the list is the unit list's, scoped by the server.
    expect(await menu.getByRole('menuitemcheckbox').allTextContents()).toEqual(['All', EXPERT_UNIT]);
    await menu.getByRole('menuitemcheckbox', { name: EXPERT_UNIT }).click();
    await page.keyboard.press('Escape');
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    expect(await exportButton.isEnabled()).toBe(true);

    const replying = page.waitForResponse((response) => response.url().includes('/synchronization/export'));
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    // Settled below once the reply is known: a refused export fails the test at once, not after a minute.
    downloading.catch(() => undefined);
    await exportButton.click();
    const reply = await replying;
    expect(reply.status()).toBe(200);
    expect(new URL(reply.url()).searchParams.get('format')).toBe('xlsx');
    const download = await downloading;
    const name = `export_${todayUtc()}.xlsx`;
    expect(download.suggestedFilename()).toBe(name);
    const path = await download.path();
    expect(statSync(path).size).toBeGreaterThan(0);
    // An XLSX is a zip archive: it starts with the zip signature, and exceljs reads it back: the
    // expert's unit in a form's sheet, the explanation of the columns last.
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(workbook.worksheets.length).toBeGreaterThan(1);
    expect(workbook.worksheets.at(-1)?.name).toBe('Columns');
    const cells = workbook.worksheets
      .slice(0, -1)
      .flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row : [])));
    expect(cells).toContain('PL-002');
    await page.getByText(`The file ${name} has been downloaded.`).waitFor();
    // The modal spinner has gone: the form is back to idle.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(watched.take()).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}export-download-desktop.png`, fullPage: true });
  }, 120_000);

  it('fits a phone: the fields stack, no sideways scroll, no serious axe finding', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await page.getByRole('form', { name: 'What to export' }).waitFor();
    await waitForSettledScreen(page);
    const units = await page.getByRole('combobox', { name: 'Units' }).boundingBox();
    const unitType = await page.getByRole('combobox', { name: 'Unit type' }).boundingBox();
    if (!units || !unitType) throw new Error('The fields have no box');
    expect(unitType.y).toBeGreaterThan(units.y + units.height);
    expect(await auditScreen(page)).toEqual([]);
    expect(watched.take()).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}export-download-phone.png`, fullPage: true });
  }, 120_000);
});
