/**
 * Photo answer in the browser: `npm run bench:photo-fill` (tsx tests/bench/photo-fill-bench.ts).
 *
 * The real server (server.ts `start()`, the built apps, in-memory PGlite with the demo data) and
 * Debian's Chromium at a laptop's width on loopback. The demo farmer opens the building's photo question
 * and chooses a generated 4,000 × 3,000 JPEG (12 megapixels, as a phone takes); timed from the file
 * given to the page until the card's status says "Saved", with the phases: downscaling in the browser
 * (until the upload request leaves), the upload, and the save after it. `--runs=5`; each run's photo is
 * removed again before the next. Target (issue 24): under 2 s. Results: docs/benchmarks.md.
 */
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { appsBuildState, buildApps } from '@server/build-apps';
import { start } from '@server/server';
import { phonePhoto } from '@tests/fixtures/photo-files';
import { launchChromium } from '@tests/support/browser';
import { logIn } from '@tests/support/fill-widgets';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 5);
const root = fileURLToPath(new URL('../..', import.meta.url));
const distDir = `${root}dist`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  if (!appsBuildState(root, distDir).current) buildApps(root);
  const server = await start({
    port: 0,
    host: '127.0.0.1',
    demoData: true,
    distDir,
    database: { kind: 'pglite' },
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(30_000);
    await logIn(page, server.url, 'farmer@example.com');
    await page.waitForURL(`${server.url}/main-navigation/questionnaires`);
    await page.getByRole('button', { name: 'I agree' }).click();
    await page
      .getByRole('button', { name: /^Edit .* of Green Valley pig farm/ })
      .first()
      .click();
    await page.waitForURL(`${server.url}/fill-questionnaire`);
    await page
      .getByRole('tablist', { name: 'Forms' })
      .getByRole('tab')
      .filter({ hasText: 'General farm information' })
      .click();
    await page
      .getByRole('navigation', { name: 'Subforms' })
      .getByRole('button')
      .filter({ hasText: 'Location and buildings' })
      .click();
    await page
      .getByRole('toolbar', { name: 'Question groups' })
      .getByRole('button')
      .filter({ hasText: /^PL-001_B1/ })
      .click();
    const card = page
      .locator('[role="group"][data-question-id]')
      .filter({ hasText: 'Photos of the building (outside and inside)' });
    await card.scrollIntoViewIfNeeded();
    const photo = await phonePhoto();
    const rows: number[][] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      let uploadSent = 0;
      let uploadDone = 0;
      const onRequest = (request: { url(): string }) => {
        if (request.url().includes('/api/secured/photo/upload/')) uploadSent = performance.now();
      };
      const onResponse = (response: { url(): string }) => {
        if (response.url().includes('/api/secured/photo/upload/')) uploadDone = performance.now();
      };
      page.on('request', onRequest);
      page.on('response', onResponse);
      const chooser = page.waitForEvent('filechooser');
      await card.getByRole('button', { name: 'Choose photos' }).click();
      const fileChooser = await chooser;
      const started = performance.now();
      await fileChooser.setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
      await card.getByText(/^Saved/).waitFor({ timeout: 30_000 });
      await card.getByRole('button', { name: 'Open photo 1' }).waitFor();
      const saved = performance.now();
      page.off('request', onRequest);
      page.off('response', onResponse);
      rows.push([uploadSent - started, uploadDone - uploadSent, saved - uploadDone, saved - started]);
      // Removed again, and that save awaited, so the next run starts from an empty question.
      const removal = page.waitForResponse((response) =>
        response.url().endsWith('/api/secured/question/save'),
      );
      await card.getByRole('button', { name: 'Remove photo 1' }).click();
      await removal;
      await card.getByRole('button', { name: 'Open photo 1' }).waitFor({ state: 'detached' });
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.info(`12-MP JPEG of ${(photo.length / 1024 / 1024).toFixed(2)} MB, ${RUNS} runs on loopback`);
    console.info(
      '| run | downscale (until the upload leaves) | upload | save after upload | selection to "Saved" |',
    );
    console.info('|---|---|---|---|---|');
    rows.forEach((row, index) => console.info(`| ${index + 1} | ${row.map(ms).join(' | ')} |`));
    console.info(
      `| median | ${[0, 1, 2, 3].map((column) => ms(median(rows.map((row) => row[column] ?? 0)))).join(' | ')} |`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
