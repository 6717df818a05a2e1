import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import type { SavedFillQuestion } from '@schemas/generated/api/fill';
import type { RunningServer } from '@server/server';
import { phonePhoto } from '@tests/fixtures/photo-files';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn } from '@tests/support/fill-widgets';
import { auditScreen, VIEWPORTS, watchPage, type WatchedPage } from '@tests/support/screen-audit';
import { selectRows } from '@tests/support/test-database';

/**
 * Issue 24's done-when line: the farmer attaches a generated 4,000 × 3,000 JPEG to the building's
 * photo question, sees its thumbnail and the saved status, reloads and finds it; takes the farmyard's
 * point with "Use my location" under a geolocation override and finds it saved; the coordinator then
 * sees the photo in the review and opens it. At a laptop's width, with the phone's checked by the audit.
 */

const SCREENSHOTS = fileURLToPath(new URL('../../reports/screenshots/', import.meta.url));
const PHOTO_QUESTION = 'Photos of the building (outside and inside)';
const POINT_QUESTION = 'Mark the centre of the farmyard on the map';
const UNIT = 'Green Valley pig farm';
/** The device's position the override gives: Poznań's Old Market Square, to 8 m. */
const HERE = { latitude: 52.40837, longitude: 16.93386, accuracy: 8 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSavedQuestion(value: unknown): value is SavedFillQuestion {
  return isRecord(value) && typeof value.answerTypeDicId === 'number' && Array.isArray(value.answers);
}

async function savedQuestionOf(response: Response): Promise<SavedFillQuestion | undefined> {
  if (
    response.request().method() !== 'POST' ||
    new URL(response.url()).pathname !== '/api/secured/question/save'
  )
    return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  const data = isRecord(body) ? body.data : undefined;
  return isSavedQuestion(data) ? data : undefined;
}

/** Runs `action` and returns the save of a question of `answerType` it caused. */
async function savedBy(
  page: Page,
  answerType: number,
  action: () => Promise<void>,
): Promise<SavedFillQuestion> {
  const reply = page.waitForResponse(
    async (response) => (await savedQuestionOf(response))?.answerTypeDicId === answerType,
    { timeout: 30_000 },
  );
  await action();
  const saved = await savedQuestionOf(await reply);
  if (!saved) throw new Error('no save reply');
  return saved;
}

function cardOf(page: Page, text: string): Locator {
  return page.locator('[role="group"][data-question-id]').filter({ hasText: text });
}

/** A form tab and one of its subforms (the tabs and the subform list of a laptop's width). */
async function openSubform(page: Page, form: string, subform: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Forms' }).getByRole('tab').filter({ hasText: form }).click();
  await page
    .getByRole('navigation', { name: 'Subforms' })
    .getByRole('button')
    .filter({ hasText: subform })
    .click();
}

/** A question group of the open subform, by the start of its name in the group bar. */
async function openGroup(page: Page, group: string): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: 'Question groups' });
  await toolbar
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${group}\\b`) })
    .first()
    .click();
  await toolbar.locator('button[aria-current="true"]', { hasText: group }).first().waitFor();
}

/** The thumbnail shown in a photo button has loaded a real image. */
async function thumbnailShown(card: Locator, number: number): Promise<void> {
  const image = card.getByRole('button', { name: `Open photo ${number}` }).locator('img');
  await image.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

describe('photo answers and "use my location" in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watched: WatchedPage;
  let questionnaireId: number | undefined;
  let fileName = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    // localhost is a secure origin: the browser gives a location there, here the override's.
    context = await browser.newContext({
      locale: 'en-GB',
      viewport: VIEWPORTS.desktop,
      permissions: ['geolocation'],
      geolocation: HERE,
    });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    watched = await watchPage(page);
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await page.screenshot({ path: `${SCREENSHOTS}fill-photo-failure.png`, fullPage: true });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('attaches a 12-megapixel photo, shows its thumbnail and the saved status, and finds it after a reload', async () => {
    await logIn(page, server.url, 'farmer@example.com');
    await page.waitForURL(`${server.url}/main-navigation/questionnaires`);
    await page.getByRole('button', { name: 'I agree' }).click();
    await page
      .getByRole('button', { name: new RegExp(`^Edit .* of ${UNIT}`) })
      .first()
      .click();
    await page.waitForURL(`${server.url}/fill-questionnaire`);
    const opened: unknown = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('questionnaire:opened'))) ?? '{}',
    );
    questionnaireId =
      isRecord(opened) && typeof opened.questionnaireId === 'number' ? opened.questionnaireId : undefined;

    await openSubform(page, 'General farm information', 'Location and buildings');
    await openGroup(page, 'PL-001_B1');
    const card = cardOf(page, PHOTO_QUESTION).first();
    await card.scrollIntoViewIfNeeded();
    // Taken upright: EXIF orientation 6, so the browser turns it before it downscales it.
    const photo = await phonePhoto(6);
    expect(photo.length).toBeGreaterThan(1_000_000);
    const uploaded = page.waitForResponse((response) =>
      response.url().includes('/api/secured/photo/upload/'),
    );
    const saved = await savedBy(page, 17, async () => {
      const chooser = page.waitForEvent('filechooser');
      await card.getByRole('button', { name: 'Choose photos' }).click();
      await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    });
    // The browser sent the photo downscaled: at most 2,048 px a side, well under the original's size.
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    const stored: unknown = await upload.json();
    const data = isRecord(stored) && isRecord(stored.data) ? stored.data : {};
    expect([Number(data.width), Number(data.height)]).toEqual([1536, 2048]);
    expect(Number(data.byteSize)).toBeLessThan(photo.length);
    expect(saved.answers).toHaveLength(1);
    fileName = String(saved.answers[0]?.answer);
    expect(fileName).toBe(data.fileName);
    await thumbnailShown(card, 1);
    // The card's status: "Saved" (for screen readers) and the time it was saved.
    await card.getByText(/^Saved/).waitFor();

    const rows = await selectRows(
      server.database ??
        (() => {
          throw new Error('no database');
        })(),
      sql`select p.file_name, b.width, b.height from photo p join photo_blob b on b.sha256 = p.sha256`,
    );
    expect(rows).toEqual([{ file_name: fileName, width: 1536, height: 2048 }]);

    await page.reload();
    await openSubform(page, 'General farm information', 'Location and buildings');
    await openGroup(page, 'PL-001_B1');
    const again = cardOf(page, PHOTO_QUESTION).first();
    await again.scrollIntoViewIfNeeded();
    await thumbnailShown(again, 1);
    expect(await auditScreen(page)).toEqual([]);
    expect(watched.take()).toEqual([]);
  }, 180_000);

  it('places the farmyard point at the device position with "Use my location"', async () => {
    await openGroup(page, 'Location');
    const card = cardOf(page, POINT_QUESTION);
    await card.scrollIntoViewIfNeeded();
    const saved = await savedBy(page, 11, () =>
      card.getByRole('button', { name: 'Use my location' }).click(),
    );
    expect(saved.answers[0]?.geomAnswer?.coordinates).toEqual([HERE.longitude, HERE.latitude]);
    await card.getByText('Your location is placed. Accuracy: 8 m').waitFor();
    expect(watched.take()).toEqual([]);
  }, 120_000);

  it('shows the coordinator the photo in the review, and opens it', async () => {
    if (questionnaireId === undefined || fileName === '') throw new Error('the earlier steps saved nothing');
    for (const viewport of ['desktop', 'phone'] as const) {
      const reviewContext = await browser.newContext({ locale: 'en-GB', viewport: VIEWPORTS[viewport] });
      const review = await reviewContext.newPage();
      try {
        const reviewWatch = await watchPage(review);
        await logIn(review, server.url, 'coordinator@example.com');
        await review.waitForURL(`${server.url}/main-navigation/questionnaires`);
        await review.evaluate(
          (id) =>
            sessionStorage.setItem(
              'questionnaire:opened',
              JSON.stringify({ questionnaireId: id, mode: 'review' }),
            ),
          questionnaireId,
        );
        await review.goto(`${server.url}/fill-questionnaire`);
        if (viewport === 'phone') {
          await review.getByRole('button', { name: 'Subforms', expanded: false }).click();
          await review
            .getByRole('navigation', { name: 'Subforms' })
            .getByRole('button')
            .filter({ hasText: 'Location and buildings' })
            .click();
        } else await openSubform(review, 'General farm information', 'Location and buildings');
        await openGroup(review, 'PL-001_B1');
        const card = cardOf(review, PHOTO_QUESTION).first();
        await card.scrollIntoViewIfNeeded();
        await thumbnailShown(card, 1);
        // Read-only: nothing to add or remove.
        expect(await card.getByRole('button', { name: 'Choose photos' }).count()).toBe(0);
        expect(await card.getByRole('button', { name: 'Remove photo 1' }).count()).toBe(0);
        await card.getByRole('button', { name: 'Open photo 1' }).click();
        const viewer = review.getByRole('dialog', { name: 'Photo 1' });
        const full = viewer.locator('img');
        await full.waitFor();
        await expect
          .poll(() => full.evaluate((element: HTMLImageElement) => element.naturalWidth), { timeout: 15_000 })
          .toBe(1536);
        expect(await auditScreen(review)).toEqual([]);
        await viewer.getByRole('button', { name: 'Close' }).first().click();
        expect(reviewWatch.take()).toEqual([]);
        await review.screenshot({ path: `${SCREENSHOTS}fill-photo-review-${viewport}.png` });
      } finally {
        await reviewContext.close();
      }
    }
  }, 180_000);
});
