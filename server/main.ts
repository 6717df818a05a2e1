import { join, resolve } from 'node:path';
import { appsBuilt, buildApps } from './build-apps';
import { readConfig } from './config';
import { isConnectionFailure } from './data/connection-failure';
import { start } from './server';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');

// `npm start` on a fresh clone: build the apps once when no build exists.
if (!appsBuilt(distDir)) {
  console.info('Building the apps (first start)…');
  buildApps(root);
}

const config = readConfig();
/** One line an operator can act on, instead of a stack trace. */
function startFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'EADDRINUSE') return `Port ${config.port} is already in use: set PORT to a free port.`;
  if (config.databaseUrl && isConnectionFailure(error)) {
    const { hostname, port } = new URL(config.databaseUrl);
    return `PostgreSQL at ${hostname}:${port || '5432'} (DATABASE_URL) cannot be reached: ${error instanceof Error ? error.message : String(error)}`;
  }
  return `The server could not start: ${error instanceof Error ? error.message : String(error)}`;
}

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
  console.error(startFailure(error));
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
