import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { start, type RunningServer } from '@server/server';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(`No Chromium at ${chromiumPath}: apt-get install -y chromium`);
  return chromium.launch({
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
    ],
  });
}

/** The real server with the built apps on a free port, on a copy of the seeded template database. */
export async function startAppServer(): Promise<RunningServer> {
  const template = inject('templateDatabase');
  return start({
    port: 0,
    host: '127.0.0.1',
    demoData: true,
    distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
    database:
      template.kind === 'pglite'
        ? { kind: 'pglite', loadDataDir: new Blob([readFileSync(template.snapshotFile)]) }
        : { kind: 'pglite' },
  });
}
