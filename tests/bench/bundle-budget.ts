/**
 * The checks of `npm run bench:bundle`: each route within its budget (and the login page within the
 * hard limit), every page of the build covered by a route with a budget, and the heavy libraries only
 * on the routes allowed to load them. Each check returns the lines of its failures, none when it passes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Manifest } from 'vite';
import { screenChunks, scriptFiles } from './bundle-manifest';
import { heavyLibraries, LOGIN_LIMIT_KB, loginRoute, type HeavyLibrary, type Route } from './bundle-routes';

const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

/** Routes whose scripts (gzip bytes) pass their budget, or the login page's hard limit. */
export function overBudget(gzipBytes: Map<Route, number>): string[] {
  const failures: string[] = [];
  for (const [route, bytes] of gzipBytes) {
    const limitKb =
      route.routeModule === loginRoute.routeModule
        ? Math.min(route.budgetKb, LOGIN_LIMIT_KB)
        : route.budgetKb;
    if (bytes > limitKb * 1000)
      failures.push(`${route.name}: ${kB(bytes)} kB gzip, over its budget of ${limitKb} kB`);
  }
  return failures;
}

/** Pages of the build (lazily loaded `…Page.tsx` chunks) that no route of the budget table names. */
export function pagesWithoutBudget(manifest: Manifest, routes: readonly Route[]): string[] {
  const named = new Set(routes.map((route) => route.routeModule));
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry === true && /Page\.tsx$/.test(key) && !named.has(key))
    .map(([key]) => `${key}: a page with no route in tests/bench/bundle-routes.ts (add it with a budget)`);
}

function isSourceMap(value: unknown): value is { sources: string[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sources' in value &&
    Array.isArray(value.sources) &&
    value.sources.every((source) => typeof source === 'string')
  );
}

/**
 * The modules a built script was made from, as absolute paths, read from its hidden source map
 * (buildApps with sourceMaps); none when the build wrote no map.
 */
export function modulesOf(outDir: string, file: string): string[] {
  const map = join(outDir, `${file}.map`);
  if (!existsSync(map)) return [];
  const parsed: unknown = JSON.parse(readFileSync(map, 'utf8'));
  if (!isSourceMap(parsed)) throw new Error(`${map} is not a source map`);
  return parsed.sources.map((source) => resolve(dirname(map), source).split('\\').join('/'));
}

/**
 * Heavy libraries in the scripts a route loads at once (entry and page with their static imports)
 * when the route is not among the library's users. A library loaded by a dynamic import inside its
 * route's code is not in these scripts, and is fine.
 */
export function misplacedLibraries(
  manifest: Manifest,
  routes: readonly Route[],
  modulesOfScript: (file: string) => string[],
  libraries: readonly HeavyLibrary[] = heavyLibraries,
): string[] {
  const failures: string[] = [];
  for (const route of routes) {
    const scripts = scriptFiles(manifest, screenChunks(manifest, route));
    for (const library of libraries) {
      if (library.routes.includes(route.routeModule)) continue;
      const holders = scripts.filter((file) =>
        modulesOfScript(file).some((path) => library.packages.test(path)),
      );
      if (holders.length > 0)
        failures.push(
          `${route.name}: loads ${library.name}, which it does not use (in ${holders.join(', ')})`,
        );
    }
  }
  return failures;
}

/** One check of the budget and its failures (none: passed). */
export interface BudgetCheck {
  name: string;
  failures: string[];
}

/**
 * The checks in the shape of a vitest JSON report (numPassedTests, numFailedTests), so that CI's
 * summary (.ci/summary.mjs) counts each check like a test.
 */
export function budgetReport(checks: readonly BudgetCheck[]): object {
  const failed = checks.filter((check) => check.failures.length > 0);
  return {
    numPassedTests: checks.length - failed.length,
    numFailedTests: failed.length,
    checks: checks.map((check) => ({
      name: check.name,
      passed: check.failures.length === 0,
      failures: check.failures,
    })),
  };
}
