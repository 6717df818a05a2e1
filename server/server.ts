import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { createApp, type TrustProxy } from './app';
import type { ApiSettings } from './routes/api';
import { openDatabase, type Database, type DatabaseTarget } from './data/database';
import { runMigrations, type MigrationState } from './data/migrate';
import { seedDatabase } from './data/seed/seed';
import { backgroundWork } from './domain/access/background-work';
import { prepareSetup } from './domain/access/prepare-setup';
import type { MapConfig } from './domain/geom/map-config';
import { connectSharedRateLimits, type SharedRateLimits } from './http/shared-rate-limits';

export type StartOptions = {
  port: number;
  host?: string;
  distDir?: string;
  /** Proxies believed about the client's address and protocol (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /** Tile server and grid limit (TILE_URL, TILE_ATTRIBUTION, GRID_MAX_SQUARES), in both modes. */
  map?: Partial<MapConfig>;
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

/**
 * Connects to Redis when told to, opens the database, migrates, seeds and listens (or, in proxy mode,
 * just listens). `stop()` lets requests in flight and background work (mails) finish before it closes
 * the Redis connection and the database.
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
    });
  } else {
    app = createApp({
      proxyTo: options.proxyTo,
      distDir: options.distDir,
      trustProxy: options.trustProxy,
      map: options.map,
    });
  }
  const server = createServer(app);
  const port = await listen(server, options.port, options.host);
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${options.host ?? 'localhost'}:${port}`,
    port,
    database,
    migration,
    httpServer: server,
    // Stops accepting connections, lets requests in flight finish, then closes the database.
    stop: () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await background.idle();
        await rateLimits?.close();
        await database?.close();
      })()),
  };
}
