import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { Manifest } from 'vite';
import type { RunningServer } from '@server/server';
import { readManifest } from '@tests/bench/bundle-manifest';
import { launchChromium, startAppServer } from '@tests/support/browser';

const PAGES_NOT_FOR_LOGIN = [
  'runtime/fill/FillQuestionnairePage.tsx',
  'runtime/administration/AdministrationPage.tsx',
  'runtime/mainNavigation/MainNavigationPage.tsx',
  'studio/structure/StructurePage.tsx',
];

describe('the apps as Chromium downloads them', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let manifest: Manifest;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    // The browser tests' global setup has built dist/ from the current sources (or found it so).
    manifest = readManifest(fileURLToPath(new URL('../../dist', import.meta.url)));
  });
  beforeEach(async () => {
    page = await browser.newPage({ locale: 'en-GB' });
  });
  afterEach(async () => {
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Path → Content-Encoding of every script the page downloads. */
  function watchScripts(): Map<string, string | undefined> {
    const scripts = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.set(pathname, response.headers()['content-encoding']);
    });
    return scripts;
  }

  it('downloads the login page brotli-compressed, without the fill screen, the lists, the administration or the studio', async () => {
    const scripts = watchScripts();
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();

    const downloaded = [...scripts.keys()];
    expect(downloaded).toContain(`/${manifest['index.html']?.file}`);
    expect(downloaded).toContain(`/${manifest['runtime/access/login/LoginPage.tsx']?.file}`);
    for (const pageModule of PAGES_NOT_FOR_LOGIN) {
      expect(downloaded, pageModule).not.toContain(`/${manifest[pageModule]?.file}`);
    }
    expect(scripts.get(`/${manifest['index.html']?.file}`)).toBe('br');
    expect([...scripts.values()].filter((encoding) => encoding !== 'br' && encoding !== undefined)).toEqual(
      [],
    );
  });

  it('downloads the structure page of the studio when the studio opens', async () => {
    const scripts = watchScripts();
    await page.goto(`${server.url}/studio/`);
    await page.getByRole('heading', { name: 'This area is for administrators' }).waitFor();
    expect([...scripts.keys()]).toContain(`/${manifest['studio/structure/StructurePage.tsx']?.file}`);
    expect(scripts.get(`/${manifest['studio/index.html']?.file}`)).toBe('br');
  });
});
