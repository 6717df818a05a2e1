import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { databaseTargetOf, readConfig } from '../config';
import { openDatabase } from '../data/database';
import { runMigrations } from '../data/migrate';
import { seedDatabase } from '../data/seed/seed';

// `npm run db:reset`: drop everything, migrate and seed again. Stop the server first.
const config = readConfig();
if (config.databaseUrl) {
  const database = await openDatabase({ kind: 'postgresql', url: config.databaseUrl });
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.close();
} else {
  rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true });
}
const database = await openDatabase(databaseTargetOf(config));
const migration = await runMigrations(database);
await seedDatabase(database.db, { demo: config.demoData });
await database.close();
console.info(
  `Database reset: ${database.kind}, migration ${migration.version}/${migration.known}, demo data ${config.demoData ? 'on' : 'off'}.`,
);
