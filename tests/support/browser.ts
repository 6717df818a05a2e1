import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { ApiSettings } from '@server/routes/api';
import { start, type RunningServer } from '@server/server';
import { testDatabaseTarget } from './test-database';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with the flags this closed network needs (and any `extraArgs`). Its
 * pages and contexts run without the app's service worker unless they ask for it
 * (`serviceWorkers: 'allow'`, as the offline test does): installing it fetches every file of the
 * build (4.6 MB) for each new context, which only that test needs.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(`No Chromium at ${chromiumPath}: apt-get install -y chromium`);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/**
 * The real server with the built apps on a free port, on a database of its own. `settings` reach the
 * API, e.g. a known mail outbox folder or a looser rate limit for a test that registers many accounts.
 */
export async function startAppServer(settings?: Partial<ApiSettings>): Promise<RunningServer> {
  const database = await testDatabaseTarget();
  const server = await start({
    port: 0,
    host: '127.0.0.1',
    demoData: true,
    distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
    database: database.target,
    settings,
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await database.dispose();
    },
  };
}
