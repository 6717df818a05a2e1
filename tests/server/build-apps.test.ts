import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import type { Manifest } from 'vite';
import { appsBuildState, buildApps } from '@server/build-apps';
import { errorMiddleware } from '@server/http/error-middleware';
import { serveApps } from '@server/routes/static-apps';
import { readManifest, screenChunks, scriptFiles, staticClosure } from '@tests/bench/bundle-manifest';
import { rawGet } from '@tests/support/raw-http';

const root = fileURLToPath(new URL('../..', import.meta.url));

const RUNTIME = 'index.html';
const STUDIO = 'studio/index.html';
const LOGIN = 'runtime/access/login/LoginPage.tsx';
const FILL = 'runtime/fill/FillQuestionnairePage.tsx';
const HEAVY_PAGES = [
  FILL,
  'runtime/administration/AdministrationPage.tsx',
  'runtime/mainNavigation/MainNavigationPage.tsx',
  'studio/structure/StructurePage.tsx',
];
/** A message inside @rjsf/utils: present in a script exactly when the form library is in it. */
const FORM_LIBRARY_MARK = 'Unsupported widget definition';

/** Pages (lazily loaded route chunks) among a set of manifest keys. */
function pagesAmong(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].filter((key) => manifest[key]?.isDynamicEntry === true);
}

describe('the build of both apps', () => {
  let outDir: string;
  let manifest: Manifest;
  const script = (file: string): string => readFileSync(join(outDir, file), 'utf8');

  let builtHere = false;

  beforeAll(() => {
    // TEST_APPS_BUILD_DIR (CI: dist/, kept by the bundle budget step, which builds with buildApps too)
    // names a build to check instead of making one, used only when made from the current sources.
    const given = process.env.TEST_APPS_BUILD_DIR;
    if (given && appsBuildState(root, given).current) {
      outDir = given;
    } else {
      // A folder of its own: dist/ may be in use by a running server or the browser tests.
      outDir = mkdtempSync(join(tmpdir(), 'fq-build-'));
      builtHere = true;
      buildApps(root, { outDir });
    }
    manifest = readManifest(outDir);
  }, 240_000);
  afterAll(() => {
    if (builtHere) rmSync(outDir, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy beside every script, style and page, each decompressing to the file', () => {
    // The service worker and its Workbox runtime are written by vite-plugin-pwa after the bundle is
    // compressed; the server sends them from the root as they are, once per build and device.
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(js|css|html)$/.test(file) && !/^(sw|workbox-[\w-]+)\.js$/.test(file),
    );
    expect(existsSync(join(outDir, 'sw.js'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(2);
    for (const file of files) {
      const content = readFileSync(join(outDir, file));
      const brotli = join(outDir, `${file}.br`);
      const gzip = join(outDir, `${file}.gz`);
      // The build leaves out a copy that would not be smaller; anything of a kilobyte or more shrinks.
      if (content.length >= 1000) {
        expect(existsSync(brotli), `${file}.br`).toBe(true);
        expect(existsSync(gzip), `${file}.gz`).toBe(true);
      }
      if (existsSync(brotli))
        expect(brotliDecompressSync(readFileSync(brotli)).equals(content), file).toBe(true);
      if (existsSync(gzip)) expect(gunzipSync(readFileSync(gzip)).equals(content), file).toBe(true);
    }
  });

  it('gives the login page a chunk of its own and loads no other page with it', () => {
    expect(manifest[LOGIN]?.isDynamicEntry).toBe(true);
    const login = screenChunks(manifest, { entry: RUNTIME, routeModule: LOGIN });
    expect(pagesAmong(manifest, login)).toEqual([LOGIN]);
    const loginFiles = scriptFiles(manifest, login);
    for (const page of HEAVY_PAGES) {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
      expect(loginFiles, page).not.toContain(manifest[page]?.file);
    }
  });

  it('leaves the form library to the fill screen: the login page does not download it', () => {
    const loginScripts = scriptFiles(
      manifest,
      screenChunks(manifest, { entry: RUNTIME, routeModule: LOGIN }),
    );
    const fillScripts = scriptFiles(manifest, screenChunks(manifest, { entry: RUNTIME, routeModule: FILL }));
    expect(fillScripts.filter((file) => script(file).includes(FORM_LIBRARY_MARK))).not.toEqual([]);
    expect(loginScripts.filter((file) => script(file).includes(FORM_LIBRARY_MARK))).toEqual([]);
  });

  it('loads no page with either app itself: every page arrives when its route is shown', () => {
    expect(pagesAmong(manifest, staticClosure(manifest, RUNTIME))).toEqual([]);
    expect(pagesAmong(manifest, staticClosure(manifest, STUDIO))).toEqual([]);
  });

  it('is served compressed, cached and negotiated as built', async () => {
    const app = express().use(serveApps(outDir)).use(errorMiddleware);
    const entry = manifest[RUNTIME]?.file ?? '';
    const plain = readFileSync(join(outDir, entry));

    const brotli = await rawGet(app, `/${entry}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).equals(plain)).toBe(true);

    const gzip = await rawGet(app, `/${entry}`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);

    const identity = await rawGet(app, `/${entry}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);

    for (const page of ['/', '/studio/']) {
      const index = await request(app).get(page).expect(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.text).toContain('<div id="root">');
    }
    await request(app).get('/assets/no-such-chunk-0000.js').expect(404);
  });
});
