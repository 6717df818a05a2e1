/**
 * UI benchmark: `npm run bench:ui` (tsx tests/bench/ui/run.ts), options in ./options.ts.
 *
 * Builds the three benchmark pages (./pages, ./vite.config.ts) into a temporary folder, serves them
 * from 127.0.0.1 and opens them in headless Chromium (playwright-core, Debian's /usr/bin/chromium):
 * our fill screen's group renderer, one RJSF + Fluent form and SurveyJS, all on `generatedGroup(n)`.
 * Contenders alternate within each size and repetition (who goes first rotates). Prints the medians
 * and our ratio to each contender; writes results.json and screenshots to reports/bench-ui/.
 * Results: docs/benchmarks.md, "UI benchmark: large question groups".
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { measureRun, type RunResult } from './measure';
import { CONTENDER_NAMES, parseOptions, type Contender } from './options';
import { resultTables, summarise } from './report';
import { serveFolder } from './staticServer';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const options = parseOptions(process.argv.slice(2));
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function buildPages(outDir: string): void {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(root, 'tests', 'bench', 'ui', 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
}

/** The contenders in the order of repetition `rep`: rotated, so none always runs first. */
const rotated = (contenders: readonly Contender[], rep: number): Contender[] =>
  contenders.map((_, index) => contenders[(index + rep) % contenders.length]!);

const started = Date.now();
const outDir = resolve(root, options.outDir);
const screenshots = join(outDir, 'screenshots');
mkdirSync(screenshots, { recursive: true });
const builtDir = mkdtempSync(join(tmpdir(), 'fq-bench-ui-'));
const loadBefore = load();
console.info(`Building the benchmark pages into ${builtDir} (load average ${loadBefore})…`);
buildPages(builtDir);
const server = await serveFolder(builtDir);
const browser = await chromium.launch({
  executablePath: options.chromium,
  headless: true,
  args: ['--js-flags=--expose-gc', '--enable-precise-memory-info'],
});
const results: RunResult[] = [];
const loads: string[] = [loadBefore];
try {
  const settings = {
    origin: server.origin,
    builtDir,
    keystrokes: options.keystrokes,
    clicks: options.clicks,
  };
  // One short unrecorded run each: the first page of a fresh browser pays for its start-up.
  for (const contender of options.contenders)
    await measureRun(browser, contender, 100, -1, { ...settings, keystrokes: 5, clicks: 2 });
  for (const questions of options.sizes) {
    for (let rep = 0; rep < options.reps; rep += 1) {
      for (const contender of rotated(options.contenders, rep)) {
        const screenshot = rep === 0 ? join(screenshots, `${contender}-${questions}.png`) : undefined;
        const result = await measureRun(browser, contender, questions, rep, { ...settings, screenshot });
        results.push(result);
        const first = result.firstCardMs?.toFixed(0) ?? '–';
        console.info(
          `${questions} questions, rep ${rep + 1}/${options.reps}, ${CONTENDER_NAMES[contender]}: first card ${first} ms` +
            `${result.error ? ` — ERROR ${result.error}` : ''} (load ${load()})`,
        );
      }
      loads.push(load());
    }
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(builtDir, { recursive: true, force: true });
}

const summaries = options.sizes.flatMap((questions) =>
  options.contenders.map((contender) => summarise(results, contender, questions)),
);
const tables = resultTables(summaries);
// Debian's wrapper script complains on stderr about its own arithmetic; the version is on stdout.
const chromiumVersion = execFileSync(options.chromium, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const minutes = (Date.now() - started) / 60_000;
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${chromiumVersion}`;
console.info(
  `\n${machine}\nload average (1/5/15 min) from ${loads[0]} to ${loads.at(-1)}; ${minutes.toFixed(1)} min\n`,
);
console.info(tables);
console.info(`\nMedians of ${options.reps} repetition(s); ratio below 1 = ours is faster or smaller.`);
console.info(`Screenshots and results.json: ${outDir}`);
writeFileSync(
  join(outDir, 'results.json'),
  JSON.stringify(
    { date: new Date().toISOString(), machine, loads, minutes, options, summaries, results },
    null,
    2,
  ),
);
