import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn, typeDate, typeInto } from '@tests/support/fill-widgets';
import { watchPageProblems, type PageProblems } from '@tests/support/page-problems';
import {
  FORM,
  KEYBOARD_MOVED,
  MOUSE_MOVED,
  NEW_ORDER,
  QUESTIONS,
  SKIPPED,
  SUBFORM,
  TYPE_NAME,
  byShortName,
  type NewOption,
  type NewQuestion,
} from '@tests/fixtures/studio-built-questionnaire';

/**
 * Issue 13's done-when line: an administrator builds a new questionnaire type in the studio (form,
 * subform, question group, one question of each non-map answer type with options and a skip rule, in
 * English and Polish), reorders questions by keyboard and by mouse; a farmer then adds that
 * questionnaire to a unit, sees the new order, fills every question, and the skip rule works.
 *
 * Answer type 13 takes its options from the answers of the long-text question before it.
 */

const SCREENSHOTS = fileURLToPath(new URL('../../reports/screenshots/', import.meta.url));
const LONG = { timeout: 30_000 };

/** The six languages' fields of one translated text; the ones not given get the English text. */
async function fillTranslations(
  dialog: Locator,
  legend: string,
  text: { en: string; pl: string },
  all: boolean,
) {
  const fieldset = dialog.getByRole('group', { name: legend });
  await fieldset.getByLabel(/^English/).fill(text.en);
  await fieldset.getByLabel(/^Polski/).fill(text.pl);
  if (!all) return;
  for (const language of [/^Deutsch/, /^Suomi/, /^Italiano/, /^Nederlands/])
    await fieldset.getByLabel(language).fill(text.en);
}

/** Saves a structure dialog, reads its success dialog, and waits until both are gone. */
async function saveDialog(page: Page, dialog: Locator, success: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const done = page.getByRole('dialog', { name: success });
  await done.getByRole('button', { name: 'OK' }).click(LONG);
  await dialog.waitFor({ state: 'detached', ...LONG });
}

/** Switches an item on through its row's switch, if it is not on already. */
async function switchOn(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('switch', { name: `${name} is active` });
  await toggle.waitFor(LONG);
  if (!(await toggle.isChecked())) {
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), LONG).toBe(true);
  }
}

async function addQuestion(page: Page, question: NewQuestion): Promise<void> {
  await page.getByRole('button', { name: /^Add a question to/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByLabel(/^Answer type/).selectOption({ label: question.typeName });
  await fillTranslations(dialog, 'Question text', question, false);
  await dialog.getByLabel(/^Short name/).fill(question.shortName);
  if (question.min !== undefined) await dialog.getByLabel(/^Minimum/).fill(question.min);
  if (question.max !== undefined) await dialog.getByLabel(/^Maximum/).fill(question.max);
  if (question.optionsFrom !== undefined) {
    const picker = dialog.getByLabel(/^Options from the answers of/);
    const source = byShortName(question.optionsFrom).en;
    const value = await picker.locator('option', { hasText: source }).getAttribute('value', LONG);
    await picker.selectOption(value ?? '');
  }
  await saveDialog(page, dialog, 'Question added successfully');
  await questionList(page)
    .getByRole('button', { name: `Move ${question.en}`, exact: true })
    .waitFor(LONG);
  for (const option of question.options ?? []) await addOption(page, question, option);
}

async function addOption(page: Page, question: NewQuestion, option: NewOption): Promise<void> {
  await page.getByRole('button', { name: `Add an answer option to ${question.en}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an answer' });
  await fillTranslations(dialog, 'Answer text', option, true);
  const hasInput = dialog.getByRole('switch', { name: 'The answer takes a number beside it' });
  if ((await hasInput.isChecked()) !== (option.withInput !== undefined)) await hasInput.click();
  if (option.withInput) {
    await dialog.getByLabel(/^Short name/).fill(option.withInput.shortName);
    await dialog.getByLabel(/^Minimum/).fill(option.withInput.min);
    await dialog.getByLabel(/^Maximum/).fill(option.withInput.max);
  }
  if (option.skipQuestions)
    await dialog.getByLabel(/^Number of questions skipped/).fill(option.skipQuestions);
  await saveDialog(page, dialog, 'Answer added successfully');
}

function questionList(page: Page): Locator {
  return page.getByRole('list', { name: /^Questions of/ });
}

/** The questions of the studio's list, top to bottom, by short name (read from their handles). */
async function studioOrder(page: Page): Promise<string[]> {
  const names = await questionList(page)
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('button')?.getAttribute('aria-label') ?? ''),
    );
  return names.map(
    (label) => QUESTIONS.find((question) => label === `Move ${question.en}`)?.shortName ?? label,
  );
}

/** Waits until no reorder is being saved and the list reads `expected`. */
async function expectStudioOrder(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => questionList(page).getAttribute('aria-busy'), LONG).not.toBe('true');
  await expect.poll(() => studioOrder(page), LONG).toEqual(expected);
}

function moved(order: string[], shortName: string): string[] {
  const from = order.indexOf(shortName);
  const result = [...order];
  result.splice(from, 1);
  result.splice(from + 1, 0, shortName);
  return result;
}

/** The fill screen's card of a question, found by its English text. */
function card(page: Page, question: NewQuestion): Locator {
  return page.locator('[role="group"][data-question-id]', { hasText: question.en });
}

async function saved(cardLocator: Locator): Promise<void> {
  await cardLocator.locator('[role="status"][data-status="saved"]').waitFor(LONG);
}

async function chooseInCombo(page: Page, cardLocator: Locator, optionText: string): Promise<void> {
  await cardLocator.getByRole('combobox').first().click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: optionText, exact: true }).click();
  await listbox.waitFor({ state: 'detached' });
}

describe('a questionnaire type built in the studio and filled by a farmer, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let farmer: Page;
  let adminWatch: PageProblems;
  let farmerWatch: PageProblems;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    const adminContext = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1400, height: 1000 },
    });
    const farmerContext = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1400, height: 1000 },
    });
    admin = await adminContext.newPage();
    farmer = await farmerContext.newPage();
    admin.setDefaultTimeout(20_000);
    farmer.setDefaultTimeout(20_000);
    adminWatch = await watchPageProblems(admin);
    farmerWatch = await watchPageProblems(farmer);
    mkdirSync(SCREENSHOTS, { recursive: true });
  }, 120_000);
  /** The steps build on each other: after a failure the rest would only time out. */
  let failed = false;
  beforeEach((context) => {
    if (failed) context.skip();
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    failed = true;
    const name = context.task.name.split(' ').slice(0, 3).join('-');
    await admin?.screenshot({ path: `${SCREENSHOTS}studio-structure-${name}-admin.png`, fullPage: true });
    await farmer?.screenshot({ path: `${SCREENSHOTS}studio-structure-${name}-farmer.png`, fullPage: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets the administrator build the type: form, subform, group, a question of each non-map type with options and a skip rule', async () => {
    await logIn(admin, server.url, 'admin@example.com');
    await admin.waitForURL(`${server.url}/administration`, LONG);
    // The studio is a separate app: the administration page links to it.
    await admin.getByRole('link', { name: 'Edit questionnaire' }).click();
    await admin.waitForURL(`${server.url}/studio/`, LONG);
    await admin.getByRole('button', { name: 'Add a questionnaire type' }).click(LONG);
    const typeDialog = admin.getByRole('dialog', { name: 'New questionnaire structure' });
    await typeDialog.getByLabel(/^Name/).fill(TYPE_NAME);
    await saveDialog(admin, typeDialog, 'Questionnaire structure added successfully');
    // A farmer is offered active types only.
    await switchOn(admin, TYPE_NAME);
    await admin.getByRole('link', { name: TYPE_NAME, exact: true }).click();
    await admin.waitForURL(/\/studio\/types\/\d+$/);

    await admin.getByRole('button', { name: 'Add a form', exact: true }).click(LONG);
    const formDialog = admin.getByRole('dialog', { name: 'Add a form' });
    await fillTranslations(formDialog, 'Form name', FORM, false);
    await saveDialog(admin, formDialog, 'Form added successfully');
    await switchOn(admin, FORM.en);
    await admin.getByRole('button', { name: `Show the contents of ${FORM.en}` }).click();

    await admin.getByRole('button', { name: `Add a subform to ${FORM.en}` }).click(LONG);
    const subformDialog = admin.getByRole('dialog', { name: 'Add a subform' });
    await fillTranslations(subformDialog, 'Subform name', SUBFORM, false);
    await subformDialog.getByLabel(/^Code/).fill(SUBFORM.code);
    await saveDialog(admin, subformDialog, 'Subform added successfully');
    await switchOn(admin, SUBFORM.en);
    await admin.getByRole('button', { name: `Show the contents of ${SUBFORM.en}` }).click();

    await admin.getByRole('button', { name: `Add a question group to ${SUBFORM.en}` }).click(LONG);
    const groupDialog = admin.getByRole('dialog', { name: 'Add a question list' });
    await groupDialog.getByLabel(/^Question list number/).selectOption({ value: '-1' });
    const unitType = groupDialog.getByLabel(/^Unit type/);
    await unitType.locator('option', { hasText: 'All' }).waitFor({ state: 'attached' });
    await unitType.selectOption({ label: 'All' });
    await saveDialog(admin, groupDialog, 'Question list added successfully');
    // The fixed group is the only one: its expand button is the only one not pressed yet.
    await admin.getByRole('button', { name: /^Show the contents of/ }).click(LONG);
    await admin.getByText('This question group has no questions yet.').waitFor(LONG);

    for (const question of QUESTIONS) await addQuestion(admin, question);
    await expectStudioOrder(
      admin,
      QUESTIONS.map((question) => question.shortName),
    );
    expect(adminWatch.problems()).toEqual([]);
  }, 600_000);

  it('reorders two questions with the keyboard and two with the mouse, and keeps the order on reload', async () => {
    const start = QUESTIONS.map((question) => question.shortName);

    // Keyboard: focus the handle, Space picks up, ArrowDown moves one place, Space drops.
    const keyHandle = questionList(admin).getByRole('button', {
      name: `Move ${byShortName(KEYBOARD_MOVED).en}`,
      exact: true,
    });
    await keyHandle.focus();
    await keyHandle.press('Space');
    await admin.getByText(/^Picked up /).waitFor({ state: 'attached' });
    await admin.keyboard.press('ArrowDown');
    await admin.getByText(/was moved to position 3 of/).waitFor({ state: 'attached' });
    await admin.keyboard.press('Space');
    const afterKeyboard = moved(start, KEYBOARD_MOVED);
    await expectStudioOrder(admin, afterKeyboard);

    // Mouse: press on the handle and move in steps until the dragged question's middle is on the next
    // question's middle (the rows differ in height with their options), then release.
    const mouseItem = byShortName(MOUSE_MOVED);
    const next = afterKeyboard[afterKeyboard.indexOf(MOUSE_MOVED) + 1] ?? '';
    const handleOf = (shortName: string) =>
      questionList(admin).getByRole('button', { name: `Move ${byShortName(shortName).en}`, exact: true });
    // In the middle of the window, so that dnd-kit's scrolling near the window's edge adds nothing.
    await handleOf(mouseItem.shortName).evaluate((handle) => handle.scrollIntoView({ block: 'center' }));
    const from = await handleOf(mouseItem.shortName).boundingBox();
    const draggedRow = await handleOf(mouseItem.shortName).locator('xpath=ancestor::li[1]').boundingBox();
    const nextRow = await handleOf(next).locator('xpath=ancestor::li[1]').boundingBox();
    if (!from || !draggedRow || !nextRow) throw new Error('The question rows have no box');
    const shift = nextRow.y + nextRow.height / 2 - (draggedRow.y + draggedRow.height / 2);
    await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
    await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + shift, { steps: 20 });
    await admin.mouse.up();
    const afterMouse = moved(afterKeyboard, MOUSE_MOVED);
    expect(afterMouse).toEqual(NEW_ORDER);
    await expectStudioOrder(admin, NEW_ORDER);

    // The order is the server's, not only the screen's.
    await admin.reload();
    await admin.getByRole('button', { name: `Show the contents of ${FORM.en}` }).click(LONG);
    await admin.getByRole('button', { name: `Show the contents of ${SUBFORM.en}` }).click(LONG);
    await admin.getByRole('button', { name: /^Show the contents of/ }).click(LONG);
    await expectStudioOrder(admin, NEW_ORDER);
    expect(adminWatch.problems()).toEqual([]);
  }, 300_000);

  it('lets the farmer add the questionnaire to a unit and see the questions in the new order', async () => {
    await logIn(farmer, server.url, 'farmer@example.com');
    await farmer.waitForURL(`${server.url}/main-navigation/questionnaires`, LONG);
    await farmer.goto(`${server.url}/main-navigation/units`);
    await farmer.getByRole('button', { name: 'New questionnaire for unit Oak Hill piglet farm' }).click(LONG);
    await farmer.waitForURL(/\/add-questionnaire\?/);
    await farmer.getByRole('combobox', { name: /Questionnaire type/ }).click(LONG);
    await farmer.getByRole('option', { name: TYPE_NAME, exact: true }).click();
    await farmer.getByRole('button', { name: 'Create', exact: true }).click();
    await farmer.waitForURL(`${server.url}/fill-questionnaire`, LONG);

    const cards = farmer.locator('[role="group"][data-question-id]');
    await expect.poll(() => cards.count(), LONG).toBe(QUESTIONS.length);
    const texts = await cards.allInnerTexts();
    const order = texts.map((text) => QUESTIONS.find((question) => text.includes(question.en))?.shortName);
    expect(order).toEqual(NEW_ORDER);
    expect(farmerWatch.problems()).toEqual([]);
  }, 300_000);

  it('lets the farmer fill every question; choosing the skipping answer makes the next question read-only', async () => {
    const q = byShortName;
    await typeInto(card(farmer, q('SOWS')).getByRole('textbox').first(), '240');
    await saved(card(farmer, q('SOWS')));
    await card(farmer, q('CRATES')).getByRole('radio', { name: 'No', exact: true }).click();
    await saved(card(farmer, q('CRATES')));
    await typeInto(card(farmer, q('SPACE')).getByRole('textbox').first(), '2,5');
    await saved(card(farmer, q('SPACE')));
    await typeInto(card(farmer, q('NOTES')).getByRole('textbox').first(), 'Clean pens, fresh straw, ąę.');
    await saved(card(farmer, q('NOTES')));
    // Type 13: the notes just saved are its one option.
    const notesUsed = card(farmer, q('NOTESUSED')).getByRole('checkbox', {
      name: 'Clean pens, fresh straw, ąę.',
    });
    await notesUsed.click(LONG);
    await saved(card(farmer, q('NOTESUSED')));
    await chooseInCombo(farmer, card(farmer, q('FLOOR')), 'Solid floor');
    await saved(card(farmer, q('FLOOR')));
    await chooseInCombo(farmer, card(farmer, q('BEDDING')), 'Straw');
    await typeInto(card(farmer, q('BEDDING')).getByRole('textbox', { name: 'Value for “Straw”' }), '40');
    await saved(card(farmer, q('BEDDING')));
    await card(farmer, q('ENRICH')).getByRole('checkbox', { name: 'Ropes' }).click();
    await card(farmer, q('ENRICH')).getByRole('checkbox', { name: 'Hay racks' }).click();
    await saved(card(farmer, q('ENRICH')));
    await card(farmer, q('PENS')).getByRole('checkbox', { name: 'Group pens' }).click();
    await typeInto(card(farmer, q('PENS')).getByRole('textbox', { name: 'Value for “Group pens”' }), '12');
    await saved(card(farmer, q('PENS')));
    await typeDate(card(farmer, q('VISIT')).getByRole('combobox').first(), '15/03/2026');
    await saved(card(farmer, q('VISIT')));
    await chooseInCombo(farmer, card(farmer, q('WATER')), 'Troughs');
    await saved(card(farmer, q('WATER')));
    await card(farmer, q('CLEAN')).getByRole('radio', { name: 'Clean', exact: true }).click();
    await saved(card(farmer, q('CLEAN')));

    // The skip rule: "Yes" skips the one question after it, which can no longer be answered.
    const skipped = card(farmer, q(SKIPPED)).getByRole('textbox').first();
    expect(await skipped.isEditable()).toBe(true);
    await card(farmer, q('CRATES')).getByRole('radio', { name: 'Yes', exact: true }).click();
    await saved(card(farmer, q('CRATES')));
    await expect.poll(() => skipped.isEditable(), LONG).toBe(false);
    expect(farmerWatch.problems()).toEqual([]);
  }, 300_000);

  it('shows the farmer every answer saved after a reload, the skipped question still read-only', async () => {
    const q = byShortName;
    await farmer.reload();
    const cards = farmer.locator('[role="group"][data-question-id]');
    await expect.poll(() => cards.count(), LONG).toBe(QUESTIONS.length);
    // The skipped question shows no saved answer; every other card does once its answer is read back.
    for (const shortName of NEW_ORDER.filter((name) => name !== SKIPPED))
      await saved(card(farmer, q(shortName)));

    const text = (shortName: string) => card(farmer, q(shortName)).getByRole('textbox').first().inputValue();
    const combo = async (shortName: string) =>
      (await card(farmer, q(shortName)).getByRole('combobox').first().innerText()).trim();
    const checked = (shortName: string, name: string, role: 'checkbox' | 'radio' = 'checkbox') =>
      card(farmer, q(shortName)).getByRole(role, { name, exact: true }).isChecked();

    await expect.poll(() => text('SOWS'), LONG).toBe('240');
    expect(await checked('CRATES', 'Yes', 'radio')).toBe(true);
    expect(await card(farmer, q(SKIPPED)).getByRole('textbox').first().isEditable()).toBe(false);
    expect(await text('NOTES')).toBe('Clean pens, fresh straw, ąę.');
    expect(await combo('FLOOR')).toBe('Solid floor');
    expect(await combo('BEDDING')).toBe('Straw');
    expect(
      await card(farmer, q('BEDDING')).getByRole('textbox', { name: 'Value for “Straw”' }).inputValue(),
    ).toBe('40');
    expect(await checked('ENRICH', 'Ropes')).toBe(true);
    expect(await checked('ENRICH', 'Wood blocks')).toBe(false);
    expect(await checked('ENRICH', 'Hay racks')).toBe(true);
    expect(await checked('PENS', 'Group pens')).toBe(true);
    expect(
      await card(farmer, q('PENS')).getByRole('textbox', { name: 'Value for “Group pens”' }).inputValue(),
    ).toBe('12');
    expect(await card(farmer, q('VISIT')).getByRole('combobox').first().inputValue()).toBe('15/03/2026');
    expect(await combo('WATER')).toBe('Troughs');
    expect(await checked('CLEAN', 'Clean', 'radio')).toBe(true);
    expect(await checked('NOTESUSED', 'Clean pens, fresh straw, ąę.')).toBe(true);
    expect(farmerWatch.problems()).toEqual([]);
  }, 300_000);

  it('shows the farmer the Polish texts, in the same order, once Polski is chosen', async () => {
    await farmer.getByRole('combobox', { name: 'Language' }).click();
    await farmer.getByRole('option', { name: 'Polski' }).click();
    const cards = farmer.locator('[role="group"][data-question-id]');
    const polishOrder = async () =>
      (await cards.allInnerTexts()).map(
        (text) => QUESTIONS.find((question) => text.includes(question.pl))?.shortName,
      );
    await expect.poll(polishOrder, LONG).toEqual(NEW_ORDER);
    expect(farmerWatch.problems()).toEqual([]);
  }, 120_000);
});
