import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from '../../../vite.config.ts';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The UI benchmark's pages (tests/bench/ui/pages/*.html), one per contender, built for production with
 * the apps' aliases. run.ts passes `--outDir` (a temporary folder, never dist/).
 */
export default defineConfig({
  root: fromHere('./pages'),
  base: './',
  plugins: [react()],
  resolve: { alias: aliases },
  define: { global: 'globalThis' },
  logLevel: 'warn',
  build: {
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      input: {
        ours: fromHere('./pages/ours.html'),
        rjsf: fromHere('./pages/rjsf.html'),
        survey: fromHere('./pages/survey.html'),
      },
    },
  },
});
