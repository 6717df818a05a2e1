import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn } from '@tests/support/fill-widgets';
import { watchPage } from '@tests/support/screen-audit';
import { openFirstType, previewFirstGroup } from '@tests/support/studio-tree';

const LONG = { timeout: 30_000 };
const QUESTION = 'In which year was pig production started on the farm?';
const POLISH = 'W którym roku rozpoczęto produkcję świń w gospodarstwie?';
const EDITED = 'Od którego roku gospodarstwo hoduje świnie?';

function preview(page: Page): Locator {
  return page.getByRole('region', { name: 'Preview' });
}

/** Previews the first question group of the tree and shows its questions. */
async function openFirstGroup(page: Page): Promise<void> {
  await previewFirstGroup(page);
  await page
    .getByRole('list', { name: /^Question groups of/ })
    .getByRole('button', { name: /^Show the contents of/ })
    .first()
    .click(LONG);
}

/** The change log of the type open in the page, as the text of its entries' headings. */
async function changeLog(page: Page, typePath: string): Promise<string[]> {
  await page.goto(`${typePath}?view=changes`);
  const entries = page.getByRole('list', { name: 'Changes, newest first' });
  await entries.waitFor(LONG);
  return entries.getByRole('heading').allInnerTexts();
}

/**
 * Issue 14's done-when line: the administrator edits a question's text in Polish and sees it in the
 * preview in Polish, undoes it, exports the type, imports the file as a copy, and the audit log lists
 * the three changes (the edit and its undo on the type, the import on the copy).
 */
describe('studio: edit in Polish, preview, undo, export, import, audit log', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps every step visible in the preview and in the change log', async () => {
    const context = await browser.newContext({ locale: 'en-GB', acceptDownloads: true });
    const page = await context.newPage();
    const watched = await watchPage(page);
    try {
      await logIn(page, server.url, 'admin@example.com');
      await page.waitForURL((address) => address.pathname !== '/');
      const typePath = await openFirstType(page, server.url);

      await openFirstGroup(page);
      await preview(page).getByLabel('Language of the preview').selectOption('pl');
      await preview(page).getByText(POLISH).first().waitFor(LONG);

      // The edit: the question's Polish text, through its dialog.
      await page.getByRole('button', { name: `Edit ${QUESTION}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit the question' });
      await dialog
        .getByRole('group', { name: 'Question text' })
        .getByLabel(/^Polski/)
        .fill(EDITED);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Question edited successfully' })
        .getByRole('button', { name: 'OK' })
        .click(LONG);
      await dialog.waitFor({ state: 'detached', ...LONG });
      await preview(page).getByText(EDITED).first().waitFor(LONG);

      // The undo: the old Polish text is back in the preview.
      await page.getByRole('button', { name: /^Undo/ }).click();
      await preview(page).getByText(POLISH).first().waitFor(LONG);
      expect(await preview(page).getByText(EDITED).count()).toBe(0);

      // The export: a document of the type, with the Polish text as it is now.
      const [download] = await Promise.all([
        page.waitForEvent('download', LONG),
        page.getByRole('button', { name: 'Export', exact: true }).click(),
      ]);
      const file = join(mkdtempSync(join(tmpdir(), 'fq-export-')), download.suggestedFilename());
      await download.saveAs(file);
      expect(download.suggestedFilename()).toMatch(/\.json$/);
      const exported = readFileSync(file, 'utf8');
      expect(exported).toContain(POLISH);
      expect(exported).not.toContain(EDITED);

      // The import: the file as a new type, which opens at once.
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import a questionnaire structure' });
      await importDialog.getByLabel(/^Structure document/).setInputFiles(file);
      await importDialog.getByRole('button', { name: 'Import as a new questionnaire type' }).click();
      await page.waitForURL(
        (address) => address.pathname.startsWith('/studio/types/') && page.url().split('?')[0] !== typePath,
        LONG,
      );
      const copyPath = page.url().split('?')[0] ?? '';
      expect(copyPath).not.toBe(typePath);

      // The audit log: the edit and its undo on the type, the import on the copy.
      expect(await changeLog(page, typePath)).toEqual(['Question edited', 'Question edited']);
      expect(await changeLog(page, copyPath)).toEqual(['Structure imported']);
      expect(watched.take()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
