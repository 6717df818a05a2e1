/**
 * Bundle benchmark and budget: `npm run bench:bundle` (tsx tests/bench/bundle-bench.ts).
 *
 * Builds both apps into a temporary folder (never dist/, which a running server may be serving), then
 * reads Vite's build manifest and adds up the JavaScript each route fetches on a fresh page load: its
 * app's entry with the entry's static imports, plus the route's lazily loaded page chunk with that
 * chunk's static imports. Each file is compressed on its own, as it is served: gzip level 9 and brotli
 * quality 11 (the settings of the build's pre-compression). Results: docs/benchmarks.md.
 *
 * Then checks the budget (tests/bench/bundle-routes.ts, checks in bundle-budget.ts) and exits with 1
 * when a route passes its budget, the login page passes 300 kB gzip, a page of the build has no route
 * in the table, or a route loads Leaflet, plotly.js or jsPDF without using it (which packages each
 * script holds is read from the build's hidden source maps). CI runs it (.ci/run, step `bundle`) with
 * `--report FILE`, which writes the checks as a vitest-style JSON report for the CI summary, and
 * `--keep-build DIR`, which builds into DIR and leaves the build there: CI keeps it in dist/, where the
 * browser tests' global setup and the build test find it current (its sources' digest) and do not
 * build again. The hidden source maps beside the scripts change none of them.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildApps } from '@server/build-apps';
import {
  budgetReport,
  misplacedLibraries,
  modulesOf,
  overBudget,
  pagesWithoutBudget,
  type BudgetCheck,
} from './bundle-budget';
import { readManifest, screenChunks, scriptFiles } from './bundle-manifest';
import { heavyLibraries, LOGIN_LIMIT_KB, loginRoute, routes, type Route } from './bundle-routes';

const runtime = 'index.html';

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function fileSizes(path: string): Sizes {
  const content = readFileSync(path);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }).length,
  };
}

const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

const root = fileURLToPath(new URL('../..', import.meta.url));
// `--report FILE`: the checks as a vitest-style JSON report, for CI's summary.
const reportArgument = process.argv.indexOf('--report');
const reportFile =
  reportArgument >= 0 && process.argv[reportArgument + 1] !== undefined
    ? resolve(process.argv[reportArgument + 1] ?? '')
    : undefined;
// `--keep-build DIR`: build into DIR and keep it (see above) instead of a temporary folder.
const keepArgument = process.argv.indexOf('--keep-build');
const keptDir =
  keepArgument >= 0 && process.argv[keepArgument + 1] !== undefined
    ? resolve(process.argv[keepArgument + 1] ?? '')
    : undefined;
const outDir = keptDir ?? mkdtempSync(join(tmpdir(), 'fq-bundle-bench-'));
try {
  const started = performance.now();
  buildApps(root, { outDir, sourceMaps: true });
  const buildSeconds = (performance.now() - started) / 1000;
  const manifest = readManifest(outDir);
  const sizes = new Map<string, Sizes>();
  const sizeOf = (file: string): Sizes => {
    const known = sizes.get(file) ?? fileSizes(join(outDir, file));
    sizes.set(file, known);
    return known;
  };
  const total = (files: readonly string[]): Sizes =>
    files.map(sizeOf).reduce(
      (sum, size) => ({
        raw: sum.raw + size.raw,
        gzip: sum.gzip + size.gzip,
        brotli: sum.brotli + size.brotli,
      }),
      { raw: 0, gzip: 0, brotli: 0 },
    );

  const loginScripts = new Set(scriptFiles(manifest, screenChunks(manifest, loginRoute)));
  const dash = '—';
  const gzipBytes = new Map<Route, number>();
  const rows = routes.map((screen) => {
    const files = scriptFiles(manifest, screenChunks(manifest, screen));
    const sizes = total(files);
    gzipBytes.set(screen, sizes.gzip);
    // Reached from the login page, the browser already holds the login page's scripts (immutable cache).
    const afterLogin =
      screen.entry === runtime && screen !== loginRoute
        ? kB(total(files.filter((file) => !loginScripts.has(file))).gzip)
        : dash;
    const ownChunk = manifest[screen.routeModule] !== undefined ? 'yes' : 'no';
    return [
      screen.name,
      ownChunk,
      files.length,
      kB(sizes.raw),
      kB(sizes.gzip),
      kB(sizes.brotli),
      afterLogin,
      String(screen.budgetKb),
    ];
  });
  const everyScript = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
    file.endsWith('.js'),
  );
  const all = total(everyScript);
  rows.push([
    'every script of both apps',
    dash,
    everyScript.length,
    kB(all.raw),
    kB(all.gzip),
    kB(all.brotli),
    dash,
    dash,
  ]);

  console.info(`Built in ${buildSeconds.toFixed(1)} s, Node ${process.version}\n`);
  console.info(
    '| Route | Page chunk of its own | Scripts | Raw (kB) | gzip (kB) | brotli (kB) | gzip after the login page (kB) | Budget, gzip (kB) |',
  );
  console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.info(`| ${row.join(' | ')} |`);

  console.info('\nLargest scripts of the login page (raw / gzip kB):');
  const largest = [...loginScripts].sort((a, b) => sizeOf(b).raw - sizeOf(a).raw).slice(0, 6);
  for (const file of largest) console.info(`- ${file}: ${kB(sizeOf(file).raw)} / ${kB(sizeOf(file).gzip)}`);

  // Without a map per script the library check would see nothing and pass. (A map may list no source:
  // a chunk of JSON only. Rolldown's small runtime helper gets no map at all.)
  const unmapped = everyScript.filter(
    (file) => !existsSync(join(outDir, `${file}.map`)) && !/(^|\/)rolldown-runtime-[^/]+\.js$/.test(file),
  );
  const checks: BudgetCheck[] = [
    ...routes.map((route) => ({
      name: `${route.name} within its budget`,
      failures: overBudget(new Map([[route, gzipBytes.get(route) ?? 0]])),
    })),
    { name: 'every page has a route with a budget', failures: pagesWithoutBudget(manifest, routes) },
    {
      name: 'every script has a source map',
      failures: unmapped.map((file) => `${file}: no source map, so its packages cannot be checked`),
    },
    {
      // The maps' paths have the shape the library patterns expect: React is in some script.
      name: 'the source maps name the packages of the scripts',
      failures: everyScript.some((file) =>
        modulesOf(outDir, file).some((path) => path.includes('/node_modules/react-dom/')),
      )
        ? []
        : ['no source map names react-dom: the library check cannot see packages'],
    },
    ...heavyLibraries.map((library) => ({
      name: `${library.name} only on the routes that use it`,
      failures: misplacedLibraries(manifest, routes, (file) => modulesOf(outDir, file), [library]),
    })),
  ];
  const failures = checks.flatMap((check) => check.failures);
  const passed = checks.filter((check) => check.failures.length === 0).length;
  console.info(`\nBudget (tests/bench/bundle-routes.ts): ${passed} of ${checks.length} checks passed`);
  if (failures.length === 0) {
    console.info(`- every route within its budget, the login page within ${LOGIN_LIMIT_KB} kB gzip`);
    console.info('- Leaflet, plotly.js and jsPDF on no route that does not use them');
  }
  for (const failure of failures) console.error(`- FAILED: ${failure}`);
  if (reportFile !== undefined) {
    mkdirSync(dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(budgetReport(checks), null, 1));
  }
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  if (keptDir === undefined) rmSync(outDir, { recursive: true, force: true });
}
