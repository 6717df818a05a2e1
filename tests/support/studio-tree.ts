import type { Page } from 'playwright-core';

const LONG = { timeout: 30_000 };

/** Opens the first questionnaire type of the studio's list (the demo type); answers its page's path. */
export async function openFirstType(page: Page, url: string): Promise<string> {
  await page.goto(`${url}/studio/`);
  const link = page.locator('a[href^="/studio/types/"]').first();
  await link.waitFor(LONG);
  await link.click();
  await page.waitForURL(/\/studio\/types\/\d+/);
  return page.url().split('?')[0] ?? '';
}

/** Opens the first form and subform of the studio's tree and previews the first question group. */
export async function previewFirstGroup(page: Page): Promise<void> {
  await page
    .getByRole('list', { name: 'Forms' })
    .getByRole('button', { name: /^Show the contents of/ })
    .first()
    .click(LONG);
  await page
    .getByRole('list', { name: /^Subforms of/ })
    .getByRole('button', { name: /^Show the contents of/ })
    .first()
    .click(LONG);
  await page
    .getByRole('list', { name: /^Question groups of/ })
    .getByRole('button', { name: /^Preview / })
    .first()
    .click(LONG);
  await page.getByRole('region', { name: 'Preview' }).getByRole('group').first().waitFor(LONG);
}
