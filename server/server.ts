import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { openDatabase, type Database, type DatabaseTarget } from './data/database';
import { runMigrations, type MigrationState } from './data/migrate';
import { seedDatabase } from './data/seed/seed';

export interface StartOptions {
  port: number;
  database: DatabaseTarget;
  distDir?: string;
  /** Seed the demo questionnaire, accounts and units into an empty database. */
  demoData: boolean;
  host?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  migration: MigrationState;
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

/** Opens the database, migrates, seeds and listens. Port 0 picks a free port (tests). */
export async function start(options: StartOptions): Promise<RunningServer> {
  const database = await openDatabase(options.database);
  const migration = await runMigrations(database);
  await seedDatabase(database.db, { demo: options.demoData });
  const server = createServer(createApp({ database, distDir: options.distDir }));
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
        await database.close();
      })()),
  };
}
