/**
 * Bundle benchmark: `npm run bench:bundle` (tsx tests/bench/bundle-bench.ts).
 *
 * Builds both apps into a temporary folder (never dist/, which a running server may be serving), then
 * reads Vite's build manifest and adds up the JavaScript each screen fetches on a fresh page load: its
 * app's entry with the entry's static imports, plus the screen's lazily loaded route chunk with that
 * chunk's static imports. Each file is compressed on its own, as it is served: gzip level 9 and brotli
 * quality 11 (the settings of the build's pre-compression). Results: docs/benchmarks.md.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildApps } from '@server/build-apps';
import { readManifest, screenChunks, scriptFiles, type ScreenSource } from './bundle-manifest';

interface Screen extends ScreenSource {
  name: string;
}

const runtime = 'index.html';
const studio = 'studio/index.html';

const login: Screen = {
  name: 'login page (/)',
  entry: runtime,
  routeModule: 'runtime/access/login/LoginPage.tsx',
};

const screens: Screen[] = [
  login,
  {
    name: 'questionnaire list (/main-navigation/questionnaires)',
    entry: runtime,
    routeModule: 'runtime/mainNavigation/MainNavigationPage.tsx',
  },
  {
    name: 'fill screen (/fill-questionnaire)',
    entry: runtime,
    routeModule: 'runtime/fill/FillQuestionnairePage.tsx',
  },
  {
    name: 'administration (/administration)',
    entry: runtime,
    routeModule: 'runtime/administration/AdministrationPage.tsx',
  },
  { name: 'studio (/studio/)', entry: studio, routeModule: 'studio/structure/StructurePage.tsx' },
];

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
const outDir = mkdtempSync(join(tmpdir(), 'fq-bundle-bench-'));
try {
  const started = performance.now();
  buildApps(root, { outDir });
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

  const loginScripts = new Set(scriptFiles(manifest, screenChunks(manifest, login)));
  const dash = '—';
  const rows = screens.map((screen) => {
    const files = scriptFiles(manifest, screenChunks(manifest, screen));
    const sizes = total(files);
    // Reached from the login page, the browser already holds the login page's scripts (immutable cache).
    const afterLogin =
      screen.entry === runtime ? kB(total(files.filter((file) => !loginScripts.has(file))).gzip) : dash;
    const ownChunk = manifest[screen.routeModule] !== undefined ? 'yes' : 'no';
    return [screen.name, ownChunk, files.length, kB(sizes.raw), kB(sizes.gzip), kB(sizes.brotli), afterLogin];
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
  ]);

  console.info(`Built in ${buildSeconds.toFixed(1)} s, Node ${process.version}\n`);
  console.info(
    '| Screen | Page chunk of its own | Scripts | Raw (kB) | gzip (kB) | brotli (kB) | gzip after the login page (kB) |',
  );
  console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.info(`| ${row.join(' | ')} |`);

  console.info('\nLargest scripts of the login page (raw / gzip kB):');
  const largest = [...loginScripts].sort((a, b) => sizeOf(b).raw - sizeOf(a).raw).slice(0, 6);
  for (const file of largest) console.info(`- ${file}: ${kB(sizeOf(file).raw)} / ${kB(sizeOf(file).gzip)}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
