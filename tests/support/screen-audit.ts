import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { watchPageProblems } from './page-problems';

/** The two widths every screen must fit: a phone (375 × 740) and a laptop (1280 × 800). */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** axe-core impacts that fail a screen. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until a screen has settled: no request in flight, no spinner or busy region, fonts and layout
 * done. Screens load their data after the first paint, so "load" alone would audit a spinner.
 */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelector('main, [role="main"]') !== null &&
      // A progress bar with a value shows a share (translation coverage), not loading.
      document.querySelector(
        '[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"], .fui-Spinner',
      ) === null,
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A dialog fades in: audited mid-way, its colours are half-blended (a false contrast finding).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // An endless one (a spinner's turn) never finishes; the screen is settled without it.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** Sideways scrolling: the document is wider than the viewport (names the widest culprits). */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return [];
    // The elements that reach past the right edge, outermost first: where a fix belongs.
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > viewport + 1;
      })
      .filter((element) => {
        const parent = element.parentElement?.getBoundingClientRect();
        return !parent || parent.right <= viewport + 1;
      })
      .slice(0, 5)
      .map((element) => {
        const classes = [...element.classList].slice(0, 2).join('.');
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label}" right=${Math.round(element.getBoundingClientRect().right)}`;
      });
    return [`document is ${width}px wide in a ${viewport}px viewport: ${culprits.join('; ')}`];
  });
}

/**
 * Header parts that cover one another: every visible control, and every element with text of its own
 * (the user's e-mail), pairwise. The header's menu popups are portals outside the banner, so an open
 * menu does not count.
 */
async function overlappingHeaderParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const banner = document.querySelector('header, [role="banner"]');
    if (!banner) return [];
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const parts = [...banner.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      const control = element.matches('a, button, input, select, [role="combobox"]');
      return visible && (control || ownText(element));
    });
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const overlaps: string[] = [];
    for (const [index, first] of parts.entries()) {
      for (const second of parts.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const a = first.getBoundingClientRect();
        const b = second.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1)
          overlaps.push(`header: ${name(first)} overlaps ${name(second)} by ${Math.round(width)}px`);
      }
    }
    return overlaps;
  });
}

/**
 * Controls of the page that a person cannot reach without scrolling a region sideways (row actions
 * at the far end of a wide table), and table cells whose text runs into the next column. Tabs in a
 * tab list that scrolls sideways are exempt: one that scrolls is a way to fit a phone.
 */
async function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const main = document.querySelector('main');
    if (!main) return [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const outside = [...main.querySelectorAll('a, button, input, select, textarea, [role="combobox"]')]
      .filter((element) => {
        // A tab list that scrolls sideways is one way to fit a phone; a clipped one is not.
        const tablist = element.closest('[role="tablist"]');
        return !(
          tablist &&
          tablist.scrollWidth > tablist.clientWidth &&
          ['auto', 'scroll'].includes(getComputedStyle(tablist).overflowX)
        );
      })
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > viewport + 1 || box.left < -1);
      })
      .map((element) => `${describe(element)} lies outside the ${viewport}px width`);
    const spilling = [...main.querySelectorAll('td, th')]
      .filter(
        (cell) => cell.scrollWidth > cell.clientWidth + 1 && getComputedStyle(cell).overflowX === 'visible',
      )
      .map((cell) => `table cell ${describe(cell)} runs into the next column`);
    const found = [...outside, ...spilling];
    return found.length > 4 ? [...found.slice(0, 4), `… and ${found.length - 4} more`] : found;
  });
}

/**
 * Fluent UI's focus manager (tabster) puts focus guards, `<i data-tabster-dummy aria-hidden="true"
 * tabindex="0">`, around focus zones: they pass focus on the moment they get it and are hidden so that
 * screen readers do not announce them. axe-core reports them as aria-hidden-focus; tabster's maintainer
 * calls that intended (https://github.com/microsoft/tabster/issues/288) and Accessibility Insights
 * suppresses exactly this (https://github.com/microsoft/accessibility-insights-web/pull/7605). Only
 * that rule, only for those elements, is set aside; `tests/browser/focus-guards.test.ts` proves the
 * guards never keep the focus.
 */
function isTabsterFocusGuard(ruleId: string, html: string): boolean {
  return ruleId === 'aria-hidden-focus' && /^<i\b[^>]*\bdata-tabster-dummy=/.test(html);
}

/**
 * Serious and critical axe-core violations of the page as it is now (dialogs included).
 *
 * In axe's legacy mode: one axe.run in the page. The default mode runs axe per frame and finishes in a
 * blank page it opens beside it (injecting axe-core there again), which only matters for cross-origin
 * iframes; the apps have no iframe. On the 177 screens and dialogs of the every-screen walk both modes
 * found the same violations (rule, impact, nodes, summaries) and the same passes, and legacy mode took
 * about half the time (0.47 s against 0.9 s a screen on the 2-core CI machine).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !isTabsterFocusGuard(violation.id, node.html)),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `axe ${violation.impact} ${violation.id}: ${violation.nodes
          .slice(0, 3)
          // The first line of axe's explanation says what to fix (e.g. the colours and their ratio).
          .map((node) => `${node.target.join(' ')} [${node.failureSummary?.split('\n')[1]?.trim() ?? ''}]`)
          .join(' | ')}${violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3})` : ''}`,
    );
}

/** Everything wrong with the screen as shown: sideways scroll, overlapping header controls, axe findings. */
export async function auditScreen(page: Page): Promise<string[]> {
  return [
    ...(await horizontalOverflow(page)),
    ...(await overlappingHeaderParts(page)),
    ...(await unreachableControls(page)),
    ...(await accessibilityViolations(page)),
  ];
}

/** What went wrong in a page while it was watched, read (and cleared) screen by screen. */
export interface WatchedPage {
  take(): string[];
}

/**
 * Watches a page for console errors, uncaught exceptions and CSP violations (`watchPageProblems`), and
 * beyond them for failed requests and error replies (4xx/5xx). `expectedReplies` lists replies a screen
 * provokes on purpose, as `METHOD path-prefix status`.
 */
export async function watchPage(page: Page, expectedReplies: readonly string[] = []): Promise<WatchedPage> {
  const pageProblems = await watchPageProblems(page);
  let seenPageProblems = 0;
  const requestProblems: string[] = [];
  page.on('requestfailed', (request) => {
    // A navigation away cancels requests in flight; only real failures count.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      requestProblems.push(
        `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
      );
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const { pathname } = new URL(response.url());
    const method = response.request().method();
    const expected = expectedReplies.some((pattern) => {
      const [expectedMethod, prefix = '', status] = pattern.split(' ');
      return method === expectedMethod && pathname.startsWith(prefix) && String(response.status()) === status;
    });
    if (!expected) requestProblems.push(`error reply: ${method} ${pathname} ${response.status()}`);
  });
  return {
    take() {
      const all = pageProblems.problems();
      const fresh = all.slice(seenPageProblems);
      seenPageProblems = all.length;
      return [...fresh, ...requestProblems.splice(0)];
    },
  };
}
