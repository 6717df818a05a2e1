import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { answerReportQuestions } from '@server/data/seed/demo-reports';
import type { RunningServer } from '@server/server';
import { readManifest, staticClosure } from '@tests/bench/bundle-manifest';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn } from '@tests/support/fill-widgets';
import { auditScreen, VIEWPORTS, watchPage, type WatchedPage } from '@tests/support/screen-audit';
import { selectRows } from '@tests/support/test-database';

/**
 * Issue 16's done-when line: with the demo data the farmer submits a form, generates its report, sees
 * the three charts, drills into a theme, compares with the average of the unit type (the three demo
 * comparison units) and downloads the PDF; plotly is fetched only on the report route.
 */

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL('../../reports/screenshots/', import.meta.url));
const UNIT = 'PL-001';
/** The questions the Environment report asks to be answered first (recommended for it), not indicators. */
const RECOMMENDED = [
  'total_area',
  'sows_total',
  'fattening_places',
  'water_consumption',
  'electricity_kwh',
  'feed_conversion',
];

/** The farmer's questionnaire of PL-001 answered in every question a report reads, nothing submitted. */
async function prepareAnswers(server: RunningServer): Promise<void> {
  const database = server.database;
  if (!database) throw new Error('The server runs without its own database');
  const [questionnaire] = await selectRows(
    database,
    sql`select qn.id, qn.questionnaire_type_id as "typeId" from questionnaire qn
        join unit u on u.id = qn.unit_id where u.number = ${UNIT}`,
  );
  if (!questionnaire) throw new Error(`No questionnaire of ${UNIT}`);
  await answerReportQuestions(database.db, Number(questionnaire.id), Number(questionnaire.typeId), 0.55);
  await database.db.execute(sql`
    insert into answer (filled_question_id, answer)
    select fq.id, '120' from filled_question fq
    join question q on q.id = fq.question_id
    join filled_question_list fql on fql.id = fq.filled_question_list_id
    join filled_subform fs on fs.id = fql.filled_subform_id
    join filled_form ff on ff.id = fs.filled_form_id
    where ff.questionnaire_id = ${Number(questionnaire.id)}
      and q.key in (${sql.join(
        RECOMMENDED.map((key) => sql`${key}`),
        sql`, `,
      )})
      and not exists (select 1 from answer a where a.filled_question_id = fq.id)`);
}

/**
 * The built files only the plotly chart needs (plotly itself with the chart component): those of the
 * chart's chunk and its imports that neither the app's entry nor the report page load.
 */
function plotlyFiles(): string[] {
  const manifest = readManifest(DIST);
  const keyOf = (ending: string) => {
    const key = Object.keys(manifest).find((name) => name.endsWith(ending));
    if (!key) throw new Error(`The build has no chunk of ${ending}`);
    return key;
  };
  const shared = new Set([
    ...staticClosure(manifest, 'index.html'),
    ...staticClosure(manifest, keyOf('reports/ReportPage.tsx')),
  ]);
  return [...staticClosure(manifest, keyOf('reports/charts/PlotlyChart.tsx'))]
    .filter((entry) => !shared.has(entry))
    .flatMap((entry) => {
      const file = manifest[entry]?.file;
      return file ? [`/${file}`] : [];
    });
}

function chart(page: Page, title: string | RegExp): Locator {
  return page.locator('figure').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Clicks a radar's point as a user does: plotly finds the nearest point under the mouse. */
async function clickPoint(figure: Locator, index: number): Promise<void> {
  const point = figure.locator('.scatterlayer .trace').first().locator('path.point').nth(index);
  await point.waitFor();
  const box = await point.boundingBox();
  if (!box) throw new Error('The point has no box');
  const page = figure.page();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The PDF's text and how many pictures its pages paint. */
async function readPdf(path: string): Promise<{ text: string; images: number }> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)) }).promise;
  const parts: string[] = [];
  let images = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const pdfPage = await pdf.getPage(number);
    const content = await pdfPage.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const operators = await pdfPage.getOperatorList();
    images += operators.fnArray.filter((operator) => operator === OPS.paintImageXObject).length;
  }
  return { text: parts.join('\n'), images };
}

describe('a farmer’s report in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watched: WatchedPage;
  const fetched: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    await prepareAnswers(server);
    mkdirSync(SCREENSHOTS, { recursive: true });
    context = await browser.newContext({
      locale: 'en-GB',
      viewport: VIEWPORTS.desktop,
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    watched = await watchPage(page);
  }, 120_000);
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await page.screenshot({
        path: `${SCREENSHOTS}report-flow-failure-${test.task.name.split(' ')[0]}.png`,
        fullPage: true,
      });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('submits the Environment form and generates its report from the fill screen', async () => {
    await logIn(page, server.url, 'farmer@example.com');
    await page.waitForURL(`${server.url}/main-navigation/questionnaires`);
    await page.getByRole('button', { name: 'I agree' }).click();
    await page
      .getByRole('table', { name: 'Questionnaires' })
      .getByRole('row', { name: /Green Valley pig farm/ })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await page.waitForURL(`${server.url}/fill-questionnaire`);
    await page
      .getByRole('tablist', { name: 'Forms' })
      .getByRole('tab', { name: /Environment/ })
      .click();

    await page.getByRole('button', { name: 'Submit form' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Generate report' }).click();
    await page.getByText('The report is ready.').waitFor();
    expect(watched.take()).toEqual([]);
    // Nothing of plotly before the report route.
    const plotly = plotlyFiles();
    expect(plotly.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => plotly.includes(path))).toEqual([]);
  }, 180_000);

  it('shows the three charts, drills into a theme and a subtheme, and compares with the average', async () => {
    await page.getByRole('button', { name: 'Show report' }).click();
    await page.waitForURL(/\/reports\/theme\?formDicId=\d+/);
    const themes = chart(page, 'Themes');
    await themes.locator('.js-plotly-plot').waitFor();
    // plotly arrived with the report route.
    expect(plotlyFiles().filter((path) => !fetched.includes(path))).toEqual([]);

    await clickPoint(themes, 0);
    const subthemes = chart(page, /^Subthemes of /);
    await subthemes.locator('.js-plotly-plot').waitFor();
    const theme = (await subthemes.getByRole('heading').textContent())?.replace('Subthemes of ', '') ?? '';
    expect(theme).not.toBe('');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Shown in the charts' }).textContent())
      .toContain(theme);

    await clickPoint(subthemes, 0);
    const indicators = chart(page, /^Indicators of /);
    await indicators.locator('.js-plotly-plot .barlayer').waitFor();
    expect(await page.locator('figure .js-plotly-plot').count()).toBe(3);

    // The average of the three comparison units: a second trace on every chart.
    await page.getByRole('checkbox', { name: /^Compare with the average/ }).check();
    await expect.poll(() => themes.locator('.scatterlayer .trace').count()).toBe(2);
    await expect.poll(() => indicators.locator('.barlayer .trace').count()).toBe(2);

    await page.getByRole('button', { name: 'Show the table of values' }).click();
    const table = page.getByRole('table', { name: 'Original values' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(3);
    expect(await table.getByRole('columnheader', { name: 'Average (scaled)' }).count()).toBe(1);

    expect(watched.take()).toEqual([]);
    expect(await auditScreen(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}report-flow-desktop.png`, fullPage: true });
  }, 180_000);

  it('downloads the PDF with the unit code as text and one picture per chart', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    const { text, images } = await readPdf(path);
    expect(text).toContain(UNIT);
    expect(images).toBe(3);
    expect(watched.take()).toEqual([]);
  }, 120_000);

  it('fits a phone: no sideways scroll, no serious axe finding', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await chart(page, 'Themes').locator('.js-plotly-plot').waitFor();
    expect(await auditScreen(page)).toEqual([]);
    expect(watched.take()).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}report-flow-phone.png`, fullPage: true });
  }, 120_000);
});
