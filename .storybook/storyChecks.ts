import axe from 'axe-core';
import { waitForAnimations } from 'storybook/preview-api';

/**
 * What makes a story fail besides its own play function: a serious or critical axe violation, an
 * error written to the console, or a request the story made that failed (a missing tile, image or
 * translation file): what the app's screens are checked for in Chromium (tests/support/screen-audit.ts).
 *
 * axe runs here rather than through the accessibility addon's test mode, which fails a story on a
 * violation of any impact and runs after the project's own hooks, so its report cannot be read here.
 */

const failingImpacts = new Set(['serious', 'critical']);

interface StoryWatch {
  consoleErrors: string[];
  failedRequests: string[];
}

let watch: StoryWatch = { consoleErrors: [], failedRequests: [] };

function describeArgument(argument: unknown): string {
  if (argument instanceof Error) return argument.message;
  if (typeof argument === 'string') return argument;
  try {
    return JSON.stringify(argument);
  } catch {
    return String(argument);
  }
}

/**
 * Starts watching one story: every `console.error` from now on is kept (and still printed), and so is
 * every request answered with an error. Returns the clean-up Storybook calls when the story ends.
 */
export function watchStory(): () => void {
  const current: StoryWatch = { consoleErrors: [], failedRequests: [] };
  watch = current;
  const original = console.error;
  console.error = (...parts: unknown[]) => {
    current.consoleErrors.push(parts.map(describeArgument).join(' '));
    original(...parts);
  };
  const requests = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry instanceof PerformanceResourceTiming && entry.responseStatus >= 400) {
        current.failedRequests.push(`request failed with ${entry.responseStatus}: ${entry.name}`);
      }
    }
  });
  requests.observe({ type: 'resource' });
  // Vitest's server answers a missing file with its own page (200), which an image or a style sheet
  // then fails to load: caught here, as a missing file is in Storybook itself.
  const onLoadError = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement) current.failedRequests.push(`image failed: ${target.src}`);
    else if (target instanceof HTMLLinkElement) current.failedRequests.push(`file failed: ${target.href}`);
    else if (target instanceof HTMLScriptElement) current.failedRequests.push(`script failed: ${target.src}`);
  };
  window.addEventListener('error', onLoadError, true);
  return () => {
    console.error = original;
    requests.disconnect();
    window.removeEventListener('error', onLoadError, true);
  };
}

/**
 * Fluent UI's focus guards (`<i data-tabster-dummy aria-hidden tabindex="0">`) pass focus on at once;
 * axe's aria-hidden-focus is set aside for them only, as in tests/support/screen-audit.ts.
 */
function isTabsterFocusGuard(ruleId: string, html: string): boolean {
  return ruleId === 'aria-hidden-focus' && /^<i\b[^>]*\bdata-tabster-dummy=/.test(html);
}

async function seriousViolations(): Promise<string[]> {
  // A dialog fading in has no contrast axe can measure yet: it would pass unchecked.
  await waitForAnimations();
  // The story alone, as a component: the page-level rules (one main landmark, content in regions)
  // belong to the screens' own checks.
  const results = await axe.run(document.body, {
    rules: { region: { enabled: false }, 'landmark-one-main': { enabled: false } },
  });
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !isTabsterFocusGuard(violation.id, node.html)),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `axe ${violation.impact ?? ''} violation ${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}

/** Everything wrong with the story that just ran, one line each; empty when it passed. */
export async function storyProblems(): Promise<string[]> {
  const { consoleErrors, failedRequests } = watch;
  return [
    ...(await seriousViolations()),
    ...consoleErrors.map((message) => `console error: ${message}`),
    ...failedRequests,
  ];
}
