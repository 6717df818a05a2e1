import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import './benchState';
import type { Contender } from './options';

/** One page load of one contender at one size. */
export interface RunResult {
  contender: Contender;
  questions: number;
  rep: number;
  firstCardMs?: number;
  firstCardSinceNavigationMs?: number;
  reachableMs?: number;
  keySamples: number[];
  clickSamples: number[];
  /** Used JS heap after two forced garbage collections (CDP Runtime.getHeapUsage), bytes. */
  heapBytes?: number;
  /** Elements in the document (`document.getElementsByTagName('*').length`). */
  domElements?: number;
  /** Every script the page fetched, each gzipped (level 9) on its own. */
  jsGzipBytes: number;
  jsFiles: number;
  error?: string;
}

export interface RunSettings {
  origin: string;
  /** The built pages (for the sizes of the scripts fetched). */
  builtDir: string;
  keystrokes: number;
  clicks: number;
  /** Where to save a screenshot of the mounted group, if wanted. */
  screenshot?: string;
}

const MOUNT_TIMEOUT_MS = 300_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

const gzipSizes = new Map<string, number>();
function gzipSize(builtDir: string, pathname: string): number {
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(builtDir, pathname)), { level: 9 }).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

/** Waits until the page has recorded `count` samples of `kind`. */
async function samplesReach(page: Page, kind: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([sampleKind, sampleCount]) => (window.uiBench?.samples[sampleKind]?.length ?? 0) >= sampleCount,
    [kind, count] as const,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** Lets the page finish what it started after mounting (effects, option loads) before measuring. */
async function settle(page: Page): Promise<void> {
  for (let turn = 0; turn < 2; turn += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })),
    );
  }
}

async function typeIntoText(page: Page, keystrokes: number): Promise<number[]> {
  const found = await page.evaluate(() => {
    const input = window.uiBenchTargets?.textInput();
    if (!input) return false;
    input.scrollIntoView({ block: 'center' });
    input.focus();
    return document.activeElement === input;
  });
  if (!found) throw new Error('no focusable text question to type into');
  await settle(page);
  for (let index = 0; index < keystrokes; index += 1) {
    await page.keyboard.press(LETTERS[index % LETTERS.length] ?? 'a');
    await samplesReach(page, 'key', index + 1);
  }
  const typed = await page.evaluate(() => {
    const input = window.uiBenchTargets?.textInput();
    return input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : '';
  });
  const expected = LETTERS.repeat(Math.ceil(keystrokes / LETTERS.length)).slice(0, keystrokes);
  if (!typed.includes(expected)) throw new Error(`the text question shows "${typed}", not what was typed`);
  return page.evaluate(() => window.uiBench?.samples.key ?? []);
}

async function clickCheckbox(page: Page, clicks: number): Promise<number[]> {
  const box = await page.evaluate(() => {
    const target = window.uiBenchTargets?.checkbox();
    if (!target) return null;
    target.scrollIntoView({ block: 'center' });
    const rect = target.getBoundingClientRect();
    return { x: rect.x + Math.min(rect.width / 2, 8), y: rect.y + rect.height / 2 };
  });
  if (!box) throw new Error('no checkbox question to click');
  await settle(page);
  const ticked = (): Promise<boolean | undefined> =>
    page.evaluate(() => {
      const target = window.uiBenchTargets?.checkbox();
      const input =
        target instanceof HTMLLabelElement ? target.control : (target?.querySelector('input') ?? target);
      return input instanceof HTMLInputElement ? input.checked : undefined;
    });
  const before = await ticked();
  for (let index = 0; index < clicks; index += 1) {
    await page.mouse.click(box.x, box.y);
    await samplesReach(page, 'click', index + 1);
    if (index === 0 && (await ticked()) === before) throw new Error('the click did not tick the checkbox');
  }
  return page.evaluate(() => window.uiBench?.samples.click ?? []);
}

/**
 * Opens the contender's page with `questions` generated questions in a fresh browser context and
 * measures it: mount (first card, reachable), heap after a forced GC and DOM size, a screenshot, then
 * keystrokes into the long-text question and clicks on a checkbox, one input at a time.
 */
export async function measureRun(
  browser: Browser,
  contender: Contender,
  questions: number,
  rep: number,
  settings: RunSettings,
): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  const problems: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const result: RunResult = {
    contender,
    questions,
    rep,
    keySamples: [],
    clickSamples: [],
    jsGzipBytes: 0,
    jsFiles: 0,
  };
  try {
    // Not until `load`: a page that renders in one long task may hold the load event back for minutes.
    await page.goto(`${settings.origin}/${contender}.html?questions=${questions}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => window.uiBench?.reachableMs !== undefined || window.uiBench?.error !== undefined,
      undefined,
      { timeout: MOUNT_TIMEOUT_MS, polling: 100 },
    );
    const mounted = await page.evaluate(() => window.uiBench);
    if (mounted?.error) throw new Error(mounted.error);
    result.firstCardMs = mounted?.firstCardMs;
    result.firstCardSinceNavigationMs = mounted?.firstCardSinceNavigationMs;
    result.reachableMs = mounted?.reachableMs;
    await settle(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    result.heapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    result.domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    if (settings.screenshot) await page.screenshot({ path: settings.screenshot });

    result.keySamples = await typeIntoText(page, settings.keystrokes);
    result.clickSamples = await clickCheckbox(page, settings.clicks);
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    for (const pathname of scripts) result.jsGzipBytes += gzipSize(settings.builtDir, pathname);
    result.jsFiles = scripts.size;
    if (problems.length > 0) result.error = [result.error, ...problems].filter(Boolean).join('; ');
    await context.close();
  }
  return result;
}
