import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * `texts-pl` for a runtime feature's Polish file, `shared-texts-pl` for the shared ones (the widgets',
 * and the structure editor's and dialogs' under runtime/shared/structure), no group for English.
 */
function localeChunkName(moduleId: string): string | null {
  const match = /\/(runtime|widgets)\/(.+)\/locales\/([a-z]{2})\/[^/]+\.json$/.exec(moduleId);
  if (!match || match[3] === 'en') return null;
  const folder = match[2] ?? '';
  const shared =
    match[1] === 'widgets' ||
    folder === 'shared/i18n' ||
    folder === 'shared/structure' ||
    folder.startsWith('shared/structure/');
  return `${shared ? 'shared-texts' : 'texts'}-${match[3]}`;
}

// Two apps, one build: the runtime at / (index.html) and the studio at /studio/ (studio/index.html).
export default defineConfig({
  plugins: [
    react(),
    // Writes x.js.br and x.js.gz beside every script, style and page (brotli quality 11, gzip level 9,
    // skipped where compression would not shrink the file): the server sends them by content
    // negotiation (server/routes/static-apps.ts) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    // The runtime is installable and opens without a network (issue 19): a Workbox service worker
    // precaches both apps' files at install, so a fill screen opened once reloads offline; the
    // questionnaire's replies and the unsent answers live in IndexedDB (runtime/shared/offline).
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by runtime/main.tsx only: the studio needs a network to save structure.
      injectRegister: false,
      includeAssets: ['icons/icon.svg'],
      manifest: {
        name: 'Field questionnaires',
        short_name: 'Questionnaires',
        description: 'Structured field questionnaires about species, habitats and farms.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f6b3a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The build's own files; the .br/.gz copies are the same files, which the server picks itself.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/*.br', '**/*.gz', 'docs/**', 'studio/index.html'],
        // plotly.js (the reports) is the largest chunk, about 4.6 MB before compression.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/studio/, /^\/docs\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: {
      ...aliases,
      // No form enables markdown in descriptions: RJSF's markdown parser stays out of the bundles.
      'markdown-to-jsx/react': fromRoot('./runtime/shared/forms/plainMarkdown.tsx'),
    },
  },
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each entry and each lazily loaded page needs (bench:bundle and
    // the route-split test read it).
    manifest: true,
    rollupOptions: {
      input: {
        runtime: fromRoot('./index.html'),
        studio: fromRoot('./studio/index.html'),
      },
      output: {
        codeSplitting: {
          // One chunk per language other than English (which is bundled) instead of one per file: the
          // texts both apps use (the studio loads only these), and the runtime's features' texts.
          groups: [
            { name: localeChunkName, debugName: 'texts per language' },
            // Modules that ten or more entry chunks (the apps and their lazily loaded pages and widgets)
            // import: React, Fluent's core, i18next, the API client. Left to the automatic split, they
            // were cut into pieces by which lazy chunks use which of them, so a new lazy chunk using a
            // few (the map widgets, issue 15) split the shared chunk and every page fetched more, less
            // compressible files. In one chunk every route but one got smaller (bench:bundle).
            { name: 'common', minShareCount: 10, debugName: 'shared by many chunks' },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
