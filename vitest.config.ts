import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// Vitest's default is one worker fewer than the cores, which on a 2-core machine runs every test
// file one after another. Test files are CPU-bound and independent (each has its own database, port
// and temporary folders), so at least two run at once; VITEST_MAX_WORKERS overrides.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism());

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
        resolve: { alias: aliases },
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          include: ['tests/{runtime,studio,widgets}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
