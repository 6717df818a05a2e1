import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { GroupInstance } from '@schemas/generated/api/fill';
import type { RunningServer } from '@server/server';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { generatedGroup } from '@tests/fixtures/generated-group';
import { launchChromium, startAppServer } from '@tests/support/browser';

/**
 * Issue 12: a group of 2,000 questions on the fill screen, its cards mounted incrementally. The demo
 * farmer's first group is replaced in the group reply by the generated questions (the test's seed), so
 * only the screen is under test: every question's text is in the page from the start (find-in-page),
 * a question navigated to is mounted and focused, the last question can be reached by scrolling and
 * with Tab in document order, and the page fits a 375 px screen.
 */

const COUNT = 2000;
const SCREENSHOTS = fileURLToPath(new URL('../../reports/screenshots/', import.meta.url));
/** Generated question n has the filled question id 1000 + n and the text "Question n (type)". */
const filledId = (n: number) => 1000 + n;

function isGroupList(value: unknown): value is { success: boolean; data: GroupInstance[] } {
  return typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data);
}

/** The first group of every subform reply holds the generated questions instead of its own. */
async function seedLargeGroup(page: Page): Promise<void> {
  const questions = generatedGroup(COUNT).questionList;
  let groupId = 0;
  await page.route(/\/secured\/questionlist\/\d+(\?|$)/, async (route) => {
    // Fetched from this process (the server runs in it), not through the browser's route.fetch.
    const request = route.request();
    const response = await fetch(request.url(), { headers: await request.allHeaders() });
    const body: unknown = await response.json();
    const first = isGroupList(body) ? body.data[0] : undefined;
    if (!isGroupList(body) || !first) return route.fulfill({ status: response.status, json: body });
    groupId = first.id;
    const data = [
      { ...first, questionList: questions.map((q) => ({ ...q, filledQuestionListId: first.id })) },
      ...body.data.slice(1),
    ];
    return route.fulfill({ json: { ...body, data } });
  });
  // The generated questions exist in no database: their saves and deletions (the answers the group's
  // skips hide are deleted on opening) are answered as the server would.
  const byId = new Map(questions.map((q) => [q.id, q]));
  await page.route(/\/secured\/question\/(save|delete\/\d+)$/, (route) => {
    const request = route.request();
    const sent: unknown = request.method() === 'POST' ? request.postDataJSON() : undefined;
    const id =
      typeof sent === 'object' && sent !== null && 'id' in sent && typeof sent.id === 'number'
        ? sent.id
        : Number(request.url().split('/').pop());
    const question = byId.get(id);
    if (!question) return route.continue();
    const answers = typeof sent === 'object' && sent !== null && 'answers' in sent ? sent.answers : [];
    return route.fulfill({
      json: {
        success: true,
        data: {
          id,
          questionId: question.questionId,
          filledQuestionListId: groupId,
          answerTypeDicId: question.answerTypeDicId,
          version: question.version + 1,
          date: new Date().toISOString(),
          answers,
        },
      },
    });
  });
}

/**
 * Records, in the page, when the group reply ended, when the first card was painted (the frame after
 * it entered the page) and the long tasks: printed for docs/benchmarks.md, not asserted.
 */
async function recordTimings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    const longTasks: number[] = [];
    Reflect.set(window, '__groupTimings', { marks, longTasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-question-id] input, [data-question-id] button')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (marks.firstCard = performance.now()), 0));
      const reply = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/secured\/questionlist\/\d+/.test(entry.name))
        .at(-1);
      if (reply instanceof PerformanceResourceTiming) marks.replyEnd = reply.responseEnd;
    }).observe(document, { childList: true, subtree: true });
  });
}

async function printTimings(page: Page, label: string): Promise<void> {
  const timings: unknown = await page.evaluate(() => Reflect.get(window, '__groupTimings'));
  console.info(`fill-large-group ${label}:`, JSON.stringify(timings));
}

async function openLargeGroup(page: Page, url: string): Promise<void> {
  await seedLargeGroup(page);
  await recordTimings(page);
  await page.goto(`${url}/`);
  await page.getByLabel(/^E-mail/).fill('farmer@example.com');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(`${url}/main-navigation/questionnaires`);
  // By the button's name ("Edit {type} of {unit}"): a table row on a laptop, a card on a phone.
  await page
    .getByRole('button', { name: /^Edit .* of Green Valley pig farm/ })
    .first()
    .click();
  await page.waitForURL(`${url}/fill-questionnaire`);
  // The whole group is read into the store before the first card: slow on a loaded machine.
  await page
    .locator(`[data-question-id="1"]`)
    .waitFor({ timeout: 120_000 })
    .catch(async (error: unknown) => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOTS}fill-large-group-failure.png` });
      throw error;
    });
}

/** The generated question number of the card holding the focus, if any. */
function focusedQuestion(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const id = document.activeElement?.closest<HTMLElement>('[data-question-id]')?.dataset.questionId;
    return id === undefined ? undefined : Number(id);
  });
}

describe('a group of 2,000 questions on the fill screen', () => {
  let server: RunningServer;
  let browser: Browser;

  /** A page of its own, closed by the caller (a failed test's page would keep working). */
  async function newPage(width: number, height: number): Promise<Page> {
    const page = await browser.newPage({ locale: 'en-GB', viewport: { width, height } });
    // Two cores shared with other work: each step may wait for the 2,000 cards being built.
    page.setDefaultTimeout(120_000);
    return page;
  }
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Opening the group costs most of each test (the 2,000 questions read into the store before the first
  // card): the two laptop tests look at one page, opened once, in order: first right after the first
  // card (texts and placeholders, navigation), then once every card is mounted.
  describe('on a laptop', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(1280, 900);
      await openLargeGroup(page, server.url);
    }, 240_000);
    afterAll(async () => {
      await page?.close();
    });

    it('has every question text in the page at once, and mounts and focuses a question navigated to', async () => {
      // Each question is in the page, as a card or as its placeholder, each a labelled group.
      expect(await page.locator('[role="group"][data-question-id]').count()).toBe(COUNT);
      expect(await page.locator('#question-3000-title').textContent()).toBe(`Question ${COUNT}`);
      const lastText = `Question ${COUNT} (12)`;
      // Chromium's find-in-page search (what Ctrl+F does) finds the last question's text.
      const found = await page.evaluate((text) => {
        // window.find is Chromium's non-standard find-in-page call (not in TypeScript's DOM types).
        const find: unknown = Reflect.get(window, 'find');
        return typeof find === 'function' && find.call(window, text) === true;
      }, lastText);
      expect(found).toBe(true);

      // Question 1500 (a decimal) is navigated to, mounted first if it was not, and its box focused.
      await page.evaluate((id) => (window.location.hash = `#question-${id}`), filledId(1500));
      await expect.poll(() => focusedQuestion(page)).toBe(1500);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    }, 240_000);

    it('mounts every card in the end; the last question is reached by scrolling and with Tab', async () => {
      await expect
        .poll(() => page.locator('[data-placeholder]').count(), { timeout: 480_000, interval: 1000 })
        .toBe(0);
      await printTimings(page, 'all cards mounted');

      // Scrolled to the end, the last card's bottom is in the window. The page may still grow while
      // late layout settles on a loaded machine, so the user scrolls to the end again until it holds.
      const last = page.locator(`[data-question-id="${COUNT}"]`);
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const box = await last.boundingBox();
            return box ? box.y + box.height : Number.POSITIVE_INFINITY;
          },
          { timeout: 30_000 },
        )
        .toBeLessThanOrEqual(900 + 1);
      expect(await last.isVisible()).toBe(true);

      // From question 1996 (a date) Tab walks the following cards in document order.
      await page.locator(`[data-question-id="1996"] input`).first().focus();
      const visited: number[] = [];
      for (let press = 0; press < 40; press += 1) {
        await page.keyboard.press('Tab');
        const question = await focusedQuestion(page);
        if (question === undefined) break;
        visited.push(question);
      }
      expect(visited).toEqual([...visited].sort((a, b) => a - b));
      expect(visited).toContain(1998);
    }, 600_000);
  });

  it('fits a 375 px screen: no card wider than the page', async () => {
    const page = await newPage(375, 740);
    try {
      await openLargeGroup(page, server.url);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        widest: Math.max(
          ...[...document.querySelectorAll('[role="group"][data-question-id]')]
            .slice(0, 50)
            .map((card) => card.getBoundingClientRect().right),
        ),
      }));
      expect(widths.page).toBeLessThanOrEqual(375);
      expect(widths.widest).toBeLessThanOrEqual(375);
    } finally {
      await page.close();
    }
  }, 240_000);
});
