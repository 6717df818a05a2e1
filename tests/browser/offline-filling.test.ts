import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn, typeInto } from '@tests/support/fill-widgets';
import { selectRows } from '@tests/support/test-database';

/**
 * Issue 19's done-when line: a questionnaire opened online is reloaded and filled without a network
 * (Chromium's offline emulation, the service worker serving the app), in two groups, one answer
 * skipping another; back online every answer is stored exactly once; a second tab's newer value
 * brings the conflict choice; the header's badge counts what waits.
 */

const MANURE_QUESTIONS = [
  'storage_type',
  'storage_capacity',
  'storage_covered',
  'storage_months',
  'cover_type',
  'low_emission_share',
  'nutrient_plan',
];

/** Vitest's poll gives up after a second; a loaded CI machine needs longer to save to IndexedDB. */
const WAIT = { timeout: 15_000 };

function card(page: Page, text: string): Locator {
  return page.locator('[role="group"][data-question-id]', { hasText: text });
}

function badge(page: Page): Locator {
  return page.locator('[data-unsynced]');
}

async function openManureManagement(page: Page, url: string): Promise<void> {
  await logIn(page, url, 'farmer@example.com');
  await page.waitForURL(`${url}/main-navigation/questionnaires`);
  const agree = page.getByRole('button', { name: 'I agree' });
  if ((await agree.count()) > 0) await agree.click();
  await page
    .getByRole('table', { name: 'Questionnaires' })
    .getByRole('row', { name: /Green Valley pig farm/ })
    .getByRole('button', { name: /^Edit/ })
    .click();
  await page.waitForURL(`${url}/fill-questionnaire`);
  await page.getByRole('tab', { name: 'Environment' }).click();
  await page
    .getByRole('navigation', { name: 'Subforms' })
    .getByRole('button', { name: /Manure management/ })
    .click();
  await card(page, 'Type of storage facility').waitFor();
}

async function showGroup(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('toolbar', { name: 'Question groups' }).getByRole('button', { name }).click();
}

describe('filling without a network', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** The stored answers of the manure questions of the Green Valley farm, by question key. */
  async function storedAnswers(): Promise<Record<string, { answer: unknown; option: unknown }[]>> {
    const database = server.database;
    if (!database) throw new Error('The server runs without its own database');
    const rows = await selectRows(
      database,
      sql`select q.key, a.answer, o.key as option
          from answer a
          join filled_question fq on fq.id = a.filled_question_id
          join question q on q.id = fq.question_id
          left join answer_option o on o.id = a.answer_option_id
          join filled_question_list fql on fql.id = fq.filled_question_list_id
          join filled_subform fs on fs.id = fql.filled_subform_id
          join filled_form ff on ff.id = fs.filled_form_id
          join questionnaire qn on qn.id = ff.questionnaire_id
          join unit u on u.id = qn.unit_id
          where u.number = 'PL-001' and q.key in (${sql.join(
            MANURE_QUESTIONS.map((key) => sql`${key}`),
            sql`, `,
          )})`,
    );
    const answers: Record<string, { answer: unknown; option: unknown }[]> = {};
    for (const row of rows)
      (answers[String(row.key)] ??= []).push({ answer: row.answer, option: row.option });
    return answers;
  }

  /** How many saves and removals the server applied per question (its answer history). */
  async function revisions(): Promise<Record<string, string[]>> {
    const database = server.database;
    if (!database) throw new Error('The server runs without its own database');
    const rows = await selectRows(
      database,
      sql`select q.key, r.reason
          from answer_revision r
          join filled_question fq on fq.id = r.filled_question_id
          join question q on q.id = fq.question_id
          join filled_question_list fql on fql.id = fq.filled_question_list_id
          join filled_subform fs on fs.id = fql.filled_subform_id
          join filled_form ff on ff.id = fs.filled_form_id
          join questionnaire qn on qn.id = ff.questionnaire_id
          join unit u on u.id = qn.unit_id
          where u.number = 'PL-001'
          order by r.id`,
    );
    const reasons: Record<string, string[]> = {};
    for (const row of rows) (reasons[String(row.key)] ??= []).push(String(row.reason));
    return reasons;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    context = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'allow',
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the questionnaire again after a reload without a network, from the service worker and the device', async () => {
    await openManureManagement(page, server.url);
    // The service worker has kept the app's files once it is active (it controls pages loaded after).
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
        timeout: 60_000,
      })
      .toBe('activated');
    await context.setOffline(true);
    await page.reload();
    await card(page, 'Type of storage facility').waitFor();
    await expect.poll(() => badge(page).getAttribute('data-unsynced'), WAIT).toBe('0');
    expect(await page.getByText('No network: answers are kept on this device').count()).toBe(1);
  }, 120_000);

  it('keeps answers typed offline in two groups, one skipping another, waiting to sync and counted', async () => {
    const cover = card(page, 'Type of cover');
    await cover.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Tent roof' }).click();
    await cover.getByText('Waiting to sync').waitFor();
    await expect.poll(() => badge(page).getAttribute('data-unsynced'), WAIT).toBe('1');

    // "No" skips the type of cover: its answer, kept on the device, goes too.
    await card(page, 'Is the storage facility covered').getByRole('radio', { name: 'No' }).check();
    await expect.poll(() => cover.innerText(), WAIT).not.toContain('Tent roof');
    await card(page, 'Type of storage facility').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Earth-banked lagoon' }).click();
    await typeInto(card(page, 'Storage capacity').getByRole('textbox'), '1200.5');
    await typeInto(card(page, 'For how many months').getByRole('textbox'), '6');
    await expect.poll(() => badge(page).getAttribute('data-unsynced'), WAIT).toBe('5');

    await showGroup(page, /^Manure application/);
    await typeInto(card(page, 'Share of the slurry').getByRole('textbox'), '40.5');
    await card(page, 'fertilisation plan').getByRole('radio', { name: 'Yes' }).check();
    await expect.poll(() => badge(page).getAttribute('data-unsynced'), WAIT).toBe('7');
    await card(page, 'fertilisation plan').getByText('Waiting to sync').waitFor();
    expect(await badge(page).innerText()).toContain('Waiting to sync: 7');

    // Reloaded still offline, the cards show what the device keeps.
    await page.reload();
    await card(page, 'Share of the slurry').waitFor();
    expect(await card(page, 'fertilisation plan').getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await badge(page).getAttribute('data-unsynced')).toBe('7');
    expect(await storedAnswers()).toEqual({});
  }, 120_000);

  it('sends every kept answer once the network returns, each applied exactly once', async () => {
    await context.setOffline(false);
    await expect.poll(() => badge(page).getAttribute('data-unsynced'), { timeout: 30_000 }).toBe('0');
    await card(page, 'fertilisation plan')
      .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      .waitFor();

    const stored = await storedAnswers();
    expect(stored.cover_type).toBeUndefined();
    expect(stored.storage_months).toEqual([{ answer: '6', option: null }]);
    expect(stored.storage_covered).toEqual([{ answer: null, option: 'no' }]);
    expect(stored.storage_type).toEqual([{ answer: null, option: 'lagoon' }]);
    expect(stored.storage_capacity).toEqual([{ answer: '1200.5', option: null }]);
    expect(stored.low_emission_share).toEqual([{ answer: '40.5', option: null }]);
    expect(stored.nutrient_plan).toEqual([{ answer: null, option: 'yes' }]);
    const history = await revisions();
    for (const key of MANURE_QUESTIONS.filter((question) => question !== 'cover_type'))
      expect(history[key], key).toEqual(['saved']);
    // Saved once, then removed once by the skip: the device's removal (the choice's save finds it gone).
    expect(history.cover_type).toEqual(['saved', 'deleted']);
  }, 120_000);

  it("shows a second tab's newer value beside the kept one and keeps the one the user chooses", async () => {
    await showGroup(page, /^Manure storage facility/);
    const capacity = card(page, 'Storage capacity');
    await context.setOffline(true);
    await typeInto(capacity.getByRole('textbox'), '900');
    await capacity.getByText('Waiting to sync').waitFor();

    const otherContext = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
    });
    const other = await otherContext.newPage();
    await openManureManagement(other, server.url);
    await typeInto(card(other, 'Storage capacity').getByRole('textbox'), '950');
    await card(other, 'Storage capacity')
      .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      .waitFor();
    await otherContext.close();

    await context.setOffline(false);
    const choice = capacity.getByRole('button', { name: 'Keep my answer' });
    await choice.waitFor({ timeout: 30_000 });
    const text = await capacity.innerText();
    expect(text).toContain('Your answer: 900');
    expect(text).toContain('Answer on the server: 950');
    expect(await badge(page).innerText()).toContain('Conflicts to settle: 1');
    expect((await storedAnswers()).storage_capacity).toEqual([{ answer: '950', option: null }]);

    await choice.click();
    await expect.poll(() => badge(page).getAttribute('data-unsynced'), { timeout: 30_000 }).toBe('0');
    expect((await storedAnswers()).storage_capacity).toEqual([{ answer: '900', option: null }]);
    expect(await capacity.getByRole('button', { name: 'Keep my answer' }).count()).toBe(0);
  }, 120_000);
});
