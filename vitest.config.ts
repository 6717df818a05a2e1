import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { domIsolatedFiles } from './tests/setup/dom-isolated-files.ts';
import { aliases } from './vite.config.ts';

// Vitest's default is one worker fewer than the cores, which on a 2-core machine runs every test
// file one after another. Test files are CPU-bound and independent (each has its own database, port
// and temporary folders), so at least two run at once; VITEST_MAX_WORKERS overrides.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism());

const domFiles = ['tests/{runtime,studio,widgets,storybook}/**/*.test.{ts,tsx}'];

const domSettings = {
  globals: true,
  environment: 'jsdom',
  setupFiles: ['tests/setup/dom.ts'],
  testTimeout: 30_000,
};

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
          // Without isolation a worker keeps the server's modules (Express, drizzle, PGlite, the JSON
          // schemas' validators) from one test file to the next instead of importing them again for every
          // file. Safe because each file opens its own database, server and folders, and no file replaces
          // a module, changes the environment or leaves a spy behind: tests/tooling/node-shared-modules.test.ts.
          isolate: false,
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
          // One worker runs every browser file; it keeps the server's modules and Playwright's loaded
          // between them, each file starting its own server, database and Chromium (same guard test).
          isolate: false,
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
      {
        // Every story of .storybook/main.ts run as a test in Debian's Chromium (never a downloaded
        // browser): rendered, its play function run, then checked by .storybook/storyChecks.ts.
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { alias: aliases },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // One page for every story file instead of a fresh one per file: the stories' setup (Storybook's
          // annotations, Fluent UI, i18next) loads once, about 5 s a file. Each story renders afresh
          // with its own i18n instance, SWR cache and fixtures; stories that keep state on the page
          // (session storage, IndexedDB, navigator.onLine) clear or scope it themselves.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
