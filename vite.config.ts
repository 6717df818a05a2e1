import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Path aliases shared by the apps, the server (through tsx and tsconfig) and the tests. */
export const aliases = {
  '@engine': fromRoot('./engine'),
  '@schemas': fromRoot('./schemas'),
  '@widgets': fromRoot('./widgets'),
  '@runtime': fromRoot('./runtime'),
  '@studio': fromRoot('./studio'),
  '@server': fromRoot('./server'),
  '@tests': fromRoot('./tests'),
};

// Two apps, one build: the runtime at / (index.html) and the studio at /studio/ (studio/index.html).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        runtime: fromRoot('./index.html'),
        studio: fromRoot('./studio/index.html'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
