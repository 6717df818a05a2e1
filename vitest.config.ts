import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// Vitest's default is one worker fewer than the cores, which on a 2-core machine runs every test
// file one after another. Test files are CPU-bound and independent (each has its own database, port
// and temporary folders), so at least two run at once; VITEST_MAX_WORKERS overrides.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism());

const domFiles = ['tests/{runtime,studio,widgets}/**/*.test.{ts,tsx}'];

/**
 * Dom test files that need a fresh module graph of their own: they replace a module with `vi.mock`
 * (which, without isolation, would also replace it for the files that run after them in the same
 * worker, or find it already loaded unmocked), or leave module state behind that a later file sees.
 * The other dom files share their worker's loaded modules (see the 'dom' project).
 */
const domIsolatedFiles = [
  // vi.mock: QuestionCard wrapped in a render counter, PlotlyChart replaced by a fake.
  'tests/runtime/fill/questions/render-isolation.test.tsx',
  'tests/runtime/fill/save-renders-dependents.test.tsx',
  'tests/runtime/reports/report-average-table.test.tsx',
  'tests/runtime/reports/report-drill-down.test.tsx',
  'tests/runtime/reports/report-states.test.tsx',
  // The map widgets' first test sees the placeholder shown while the map's lazily loaded chunk comes:
  // after another file has loaded that chunk in the same worker, the map would be there at once.
  'tests/widgets/map-point-widget.test.tsx',
  'tests/widgets/map-grid-widget.test.tsx',
];

const domSettings = {
  globals: true,
  environment: 'jsdom',
  setupFiles: ['tests/setup/dom.ts'],
  testTimeout: 30_000,
} as const;

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    globals: true,
    maxWorkers,
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          globals: true,
          environment: 'node',
          include: ['tests/{engine,schemas,server,tooling}/**/*.test.ts'],
          globalSetup: ['tests/setup/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'browser',
          globals: true,
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/setup/database-template.ts', 'tests/setup/built-apps.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Without isolation a worker keeps the modules it has loaded (Fluent UI, RJSF, React, the
        // runtime) and its jsdom from one test file to the next instead of importing them again for
        // every file, about 6 s of CPU each. tests/setup/dom.ts runs before each file; its afterEach
        // unmounts, clears storage and cookies and restores stubs, mocks and timers, so a file finds
        // the page as the previous one found it.
        resolve: { alias: aliases },
        test: {
          ...domSettings,
          name: 'dom',
          include: domFiles,
          exclude: [...configDefaults.exclude, ...domIsolatedFiles],
          isolate: false,
        },
      },
      {
        resolve: { alias: aliases },
        test: { ...domSettings, name: 'dom-isolated', include: domIsolatedFiles },
      },
    ],
  },
});
