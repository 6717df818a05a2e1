import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp, type TrustProxy } from './app';
import type { ApiSettings } from './routes/api';
import { openDatabase, type Database, type DatabaseTarget } from './data/database';
import { runMigrations, type MigrationState } from './data/migrate';
import { seedDatabase } from './data/seed/seed';
import { backgroundWork } from './domain/access/background-work';
import { prepareSetup } from './domain/access/prepare-setup';
import type { MapConfig } from './domain/geom/map-config';
import { startHousekeeping } from './housekeeping';
import { lifecycle } from './lifecycle';
import { serverLog } from './logger';
import { connectSharedRateLimits, type SharedRateLimits } from './http/shared-rate-limits';

export type StartOptions = {
  port: number;
  host?: string;
  distDir?: string;
  /** Proxies believed about the client's address and protocol (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /** Tile server and grid limit (TILE_URL, TILE_ATTRIBUTION, GRID_MAX_SQUARES), in both modes. */
  map?: Partial<MapConfig>;
  /** Request lines and errors; default the server's logger (LOG_LEVEL). */
  logger?: Logger;
  /**
   * How long stop() waits for requests in flight before it closes their connections anyway
   * (SHUTDOWN_TIMEOUT_SECONDS); default 30 s.
   */
  shutdownTimeoutMs?: number;
  /**
   * How long stop() keeps serving while readiness already answers 503, so a load balancer notices and
   * stops sending before the port closes (SHUTDOWN_DRAIN_SECONDS); default 0.
   */
  drainMs?: number;
} & (
  | {
      database: DatabaseTarget;
      /** Seed the demo questionnaire, accounts and units into an empty database. */
      demoData: boolean;
      settings?: Partial<ApiSettings>;
      /**
       * Redis for the rate limits' counts (REDIS_URL), shared by every instance on it; without it
       * each instance counts in its own memory. `keyPrefix` starts every key (tests use their own).
       */
      redis?: { url: string; keyPrefix?: string };
    }
  /** Proxy mode: no database of our own; /api goes to this backend. */
  | { proxyTo: string }
);

export interface RunningServer {
  url: string;
  port: number;
  /** Our database; undefined in proxy mode. */
  database?: Database;
  migration?: MigrationState;
  httpServer: Server;
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** stop()'s default patience with requests in flight. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Stops accepting connections and resolves once every request in flight has been answered; idle
 * keep-alive connections are closed at once, and whatever is still open after `timeoutMs` is cut.
 */
async function closeServer(server: Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
    timer.unref();
  });
  await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  await closed;
}

/**
 * Connects to Redis when told to, opens the database, migrates, seeds and listens (or, in proxy mode,
 * just listens). `stop()` turns readiness to 503, stops accepting connections, lets requests in flight
 * (saves) and background work (mails) finish, then closes the Redis connection and the database.
 * Port 0 picks a free port, which is how the tests run servers side by side.
 */
export async function start(options: StartOptions): Promise<RunningServer> {
  // Redis first: an unreachable one stops the start before the database is opened and migrated.
  const redis = 'redis' in options && options.redis ? options.redis : undefined;
  const rateLimits = redis ? await connectSharedRateLimits(redis.url, redis.keyPrefix) : undefined;
  try {
    return await startWith(options, rateLimits);
  } catch (error) {
    await rateLimits?.close();
    throw error;
  }
}

async function startWith(
  options: StartOptions,
  rateLimits: SharedRateLimits | undefined,
): Promise<RunningServer> {
  let database: Database | undefined;
  let migration: MigrationState | undefined;
  let app: Express;
  let stopHousekeeping: (() => Promise<void>) | undefined;
  const running = lifecycle();
  // Mails still being sent after their replies (forgot-password) finish before the database closes.
  const background = ('settings' in options ? options.settings?.background : undefined) ?? backgroundWork();
  if ('database' in options) {
    database = await openDatabase(options.database);
    migration = await runMigrations(database);
    await seedDatabase(database.db, { demo: options.demoData });
    const setupToken = await prepareSetup(database.db);
    if (setupToken) {
      console.info(
        `No main administrator yet: register with the setup token ${setupToken} (or run npm run admin:create).`,
      );
    }
    app = createApp({
      database,
      settings: {
        ...options.settings,
        background,
        ...(rateLimits ? { rateLimitStores: rateLimits.stores } : {}),
      },
      distDir: options.distDir,
      trustProxy: options.trustProxy,
      map: options.map,
      logger: options.logger,
      lifecycle: running,
    });
  } else {
    app = createApp({
      proxyTo: options.proxyTo,
      distDir: options.distDir,
      trustProxy: options.trustProxy,
      map: options.map,
      logger: options.logger,
      lifecycle: running,
    });
  }
  const server = createServer(app);
  // During a stop, a keep-alive connection whose request was in flight becomes idle when its reply is
  // sent, without having asked to close: close it then, so it cannot carry another request.
  server.on('request', (_req, res) =>
    res.once('finish', () => {
      if (running.stopping) setImmediate(() => server.closeIdleConnections());
    }),
  );
  const port = await listen(server, options.port, options.host);
  if (database) stopHousekeeping = startHousekeeping(database.db, options.logger ?? serverLog);
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${options.host ?? 'localhost'}:${port}`,
    port,
    database,
    migration,
    httpServer: server,
    // Readiness 503 at once; then stops accepting connections, lets requests in flight finish (at most
    // the shutdown timeout), then closes the database.
    stop: () =>
      (stopping ??= (async () => {
        running.beginStopping();
        if (options.drainMs) await sleep(options.drainMs);
        await closeServer(server, options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
        await background.idle();
        await stopHousekeeping?.();
        await rateLimits?.close();
        await database?.close();
      })()),
  };
}
