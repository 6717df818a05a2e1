import { join, resolve } from 'node:path';
import { appsBuilt, buildApps } from './build-apps';
import { readConfig } from './config';
import { start } from './server';
import { startFailureLine } from './start-failure';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');

// `npm start` on a fresh clone: build the apps once when no build exists.
if (!appsBuilt(distDir)) {
  console.info('Building the apps (first start)…');
  buildApps(root);
}

const config = readConfig();

const server = await start(
  config.backendUrl
    ? { port: config.port, distDir, proxyTo: config.backendUrl }
    : {
        port: config.port,
        distDir,
        demoData: config.demoData,
        settings: {
          jwtSecret: config.jwtSecret,
          publicUrl: config.publicUrl,
          mail: { smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') },
        },
        database: config.databaseUrl
          ? { kind: 'postgresql', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
      },
).catch((error: unknown) => {
  console.error(startFailureLine(error, config));
  process.exit(1);
});
const backend =
  server.database && server.migration
    ? `database ${server.database.kind}, migration ${server.migration.version}/${server.migration.known}`
    : `proxy to ${config.backendUrl ?? ''}`;
console.info(`Serving on ${server.url} (${backend})`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.info(`${signal}: finishing requests in flight and closing the database…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
