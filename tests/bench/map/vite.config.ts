import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { aliases } from '../../../vite.config.ts';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The map benchmark's page (./page/map.html), built for production; map-bench.ts passes `--outDir`. */
export default defineConfig({
  root: fromHere('./page'),
  base: './',
  resolve: { alias: aliases },
  logLevel: 'warn',
  build: {
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rollupOptions: { input: { map: fromHere('./page/map.html') } },
  },
});
