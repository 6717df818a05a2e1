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

const screens: Screen[] = [
  { name: 'login page (/)', entry: runtime, routeModule: 'runtime/access/login/LoginPage.tsx' },
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

  const rows = screens.map((screen) => {
    const files = scriptFiles(manifest, screenChunks(manifest, screen));
    return { name: screen.name, split: manifest[screen.routeModule] !== undefined, files, ...total(files) };
  });
  const everyScript = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
    file.endsWith('.js'),
  );
  rows.push({ name: 'every script of both apps', split: true, files: everyScript, ...total(everyScript) });

  console.info(`Built in ${buildSeconds.toFixed(1)} s, Node ${process.version}\n`);
  console.info('| Screen | Own route chunk | Scripts | Raw (kB) | gzip (kB) | brotli (kB) |');
  console.info('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.info(
      `| ${row.name} | ${row.split ? 'yes' : 'no'} | ${row.files.length} | ${kB(row.raw)} | ${kB(row.gzip)} | ${kB(row.brotli)} |`,
    );
  }
  console.info('\nScripts per screen:');
  for (const row of rows.slice(0, -1)) console.info(`- ${row.name}: ${row.files.join(', ')}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
