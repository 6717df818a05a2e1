import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { launchChromium, startAppServer } from '@tests/support/browser';

/** What each demo account must see with the demo data (README): the lists their roles allow. */
const expectations = [
  {
    account: 'farmer',
    tabs: ['Questionnaires', 'Units'],
    units: ['PL-001', 'PL-002'],
    actions: true,
  },
  {
    account: 'expert',
    tabs: ['Questionnaires', 'Units', 'Data export'],
    units: ['PL-002'],
    actions: true,
  },
  {
    account: 'coordinator',
    tabs: ['Questionnaires', 'Units', 'Data export'],
    units: ['PL-001', 'PL-002'],
    actions: true,
  },
  {
    account: 'observer',
    tabs: ['Questionnaires', 'Units'],
    units: ['PL-001', 'PL-002'],
    actions: false,
  },
] as const;

/** The demo units by code, as the lists name them. */
const UNIT_NAMES: Record<string, string> = {
  'PL-001': 'Green Valley pig farm',
  'PL-002': 'Oak Hill piglet farm',
  'PL-003': 'River Bend fattening farm',
};

async function logIn(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The demo units named in the rows of a list table, by code, once the expected first one is there. */
async function unitsIn(page: Page, tableName: string, first: string): Promise<string[]> {
  const table = page.getByRole('table', { name: tableName });
  await table.getByText(UNIT_NAMES[first]!).first().waitFor();
  await page.waitForFunction(
    (name) => document.querySelector(`table[aria-label="${name}"]`)?.getAttribute('aria-busy') === 'false',
    tableName,
  );
  const text = await table.innerText();
  return Object.keys(UNIT_NAMES).filter((code) => text.includes(UNIT_NAMES[code]!));
}

describe('the demo accounts in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  });
  beforeEach(async () => {
    page = await browser.newPage({ locale: 'en-GB' });
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(async () => {
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(expectations)('shows the $account the questionnaires and units of their role', async (expected) => {
    await logIn(page, server.url, `${expected.account}@example.com`);
    await page.waitForURL(`${server.url}/main-navigation/questionnaires`);
    const tabList = page.getByRole('tablist', { name: 'Main areas' });
    await tabList.waitFor();
    expect(await tabList.getByRole('tab').count()).toBe(expected.tabs.length);
    for (const [index, name] of expected.tabs.entries()) {
      expect(await tabList.getByRole('tab').nth(index).getAttribute('value')).toBe(
        ['questionnaires', 'units', 'export'][index],
      );
      expect(await tabList.getByRole('tab', { name, exact: true }).count()).toBe(1);
    }

    expect(await unitsIn(page, 'Questionnaires', expected.units[0])).toEqual(expected.units);
    const actionsHeader = page.getByRole('table', { name: 'Questionnaires' }).getByRole('columnheader', {
      name: 'Actions',
    });
    expect(await actionsHeader.count()).toBe(expected.actions ? 1 : 0);

    await page.getByRole('tab', { name: 'Units' }).click();
    await page.waitForURL(`${server.url}/main-navigation/units`);
    expect(await unitsIn(page, 'Units', expected.units[0])).toEqual(expected.units);

    // The chosen tab survives a reload.
    await page.reload();
    expect(await unitsIn(page, 'Units', expected.units[0])).toEqual(expected.units);
    expect(errors).toEqual([]);
  });

  it('takes the administrator to the user list, with every demo account', async () => {
    await logIn(page, server.url, 'admin@example.com');
    await page.waitForURL(`${server.url}/administration`);
    const table = page.getByRole('table', { name: 'Users' });
    await table.waitFor();
    for (const account of ['admin', 'coordinator', 'farmer', 'expert', 'observer']) {
      await table.getByText(`${account}@example.com`).waitFor();
    }
    expect(await page.getByRole('tablist', { name: 'Main areas' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
