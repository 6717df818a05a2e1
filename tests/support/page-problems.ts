import type { ConsoleMessage, Page } from 'playwright-core';

/** What went wrong on a page since it was watched, one line per problem, in the order seen. */
export interface PageProblems {
  /** Console errors, uncaught exceptions and Content Security Policy violations seen so far. */
  problems(): string[];
}

/** The page function the init script reports each CSP violation through (one name per page). */
const REPORT_BINDING = '__reportPageProblem';

/** A problem's line is cut here: some console errors carry whole generated functions. */
const MAX_LINE = 300;

/**
 * Watches a page for what a user never sees but a field-ready screen must not have: every console
 * message of type error, every uncaught exception and every Content Security Policy violation
 * (a `securitypolicyviolation` listener installed before any of the page's scripts run). Call it
 * once per page, before the first navigation; it keeps watching across reloads and navigations,
 * because the violations are handed to the test at once rather than kept in the page's window.
 *
 * ```ts
 * const watch = await watchPageProblems(page);
 * // … drive the page …
 * expect(watch.problems()).toEqual([]);
 * ```
 */
export async function watchPageProblems(page: Page): Promise<PageProblems> {
  const seen: string[] = [];
  const note = (line: string) => seen.push(line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line);
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error${whereLogged(message)}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught ${error.name}: ${error.message}`));
  await page.exposeFunction(REPORT_BINDING, (text: unknown) => {
    note(`CSP violation: ${String(text)}`);
  });
  await page.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      const sample = event.sample ? ` (${event.sample})` : '';
      const report = Reflect.get(window, binding);
      if (typeof report === 'function')
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}${sample}`);
    });
  }, REPORT_BINDING);
  return { problems: () => [...seen] };
}

function whereLogged(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? ` at ${url}:${lineNumber}` : '';
}
