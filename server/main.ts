import { join, resolve } from 'node:path';
import { appsBuildState, buildApps } from './build-apps';
import { databaseTargetOf, readConfig, type ServerConfig } from './config';
import { serverLog } from './logger';
import { checkPortFree } from './port-check';
import { start } from './server';
import { startFailureLine } from './start-failure';

// Compiled into build/server/main.js, this still names server/ (scripts/build-server.mjs pins
// import.meta to the source file), so the root is found the same way from the build and under tsx.
const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');

/** One line an operator can act on, never a stack trace, and a non-zero exit. */
function refuseToStart(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  // The message names the variable and the value it cannot use.
  refuseToStart(error instanceof Error ? error.message : String(error));
}

serverLog.level = config.logLevel;

await checkPortFree(config.port).catch((error: unknown) => refuseToStart(startFailureLine(error, config)));

// `npm start` on a fresh clone or after a `git pull`: build the apps when dist/ holds none, or one made
// from other sources (a digest of them is recorded with the build).
const apps = appsBuildState(root, distDir);
if (!apps.current) {
  console.info(`Building the apps (${apps.reason})…`);
  buildApps(root);
}

const map = {
  tileUrl: config.tileUrl,
  tileAttribution: config.tileAttribution,
  maxGridSquares: config.gridMaxSquares,
};
const lifetime = { shutdownTimeoutMs: config.shutdownTimeoutMs, drainMs: config.drainMs };
const server = await start(
  config.backendUrl
    ? {
        port: config.port,
        distDir,
        trustProxy: config.trustProxy,
        map,
        ...lifetime,
        proxyTo: config.backendUrl,
      }
    : {
        port: config.port,
        distDir,
        trustProxy: config.trustProxy,
        map,
        ...lifetime,
        demoData: config.demoData,
        settings: {
          jwtSecret: config.jwtSecret,
          publicUrl: config.publicUrl,
          loginLimit: config.loginLimit,
          lifetimes: config.sessionLifetimes,
          reportMinAverageUnits: config.reportMinAverageUnits,
          photoMaxBytes: config.photoMaxBytes,
          mail: { smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') },
        },
        database: databaseTargetOf(config),
        ...(config.redisUrl ? { redis: { url: config.redisUrl } } : {}),
      },
).catch((error: unknown) => refuseToStart(startFailureLine(error, config)));
const backend =
  server.database && server.migration
    ? `database ${server.database.kind}, migration ${server.migration.version}/${server.migration.known}`
    : `proxy to ${config.backendUrl ?? ''}`;
console.info(`Serving on ${server.url} (${backend})`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    serverLog.info({ signal }, `${signal}: finishing requests in flight and closing the database…`);
    server.stop().then(
      () => {
        serverLog.info('Stopped');
        serverLog.flush();
        process.exit(0);
      },
      (error: unknown) => {
        serverLog.error({ err: error }, 'Shutdown failed');
        serverLog.flush();
        process.exit(1);
      },
    );
  });
}
