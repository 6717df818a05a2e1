import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { onServer, withDatabaseName } from '../support/test-database';

export type TemplateDatabase =
  { kind: 'pglite'; snapshotFile: string } | { kind: 'postgresql'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/**
 * The demo data without the reported comparison units (server/data/seed/demo-reports.ts): the tests
 * count the demo units and questionnaires of each role's lists; tests/server/data/demo-reports.test.ts
 * seeds those units on a copy, and a server started on a copy (browser tests) adds them itself.
 */
const TEMPLATE_SEED = { demo: true, demoReports: false } as const;

/**
 * Migrates and seeds one database for the whole run; every test file starts from a copy of it, so
 * a test file costs a snapshot load (PGlite) or a template clone (PostgreSQL), not a full seed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `fq_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const database = await openDatabase({ kind: 'postgresql', url: withDatabaseName(serverUrl, name) });
    await runMigrations(database);
    await seedDatabase(database.db, TEMPLATE_SEED);
    await database.close();
    project.provide('templateDatabase', { kind: 'postgresql', serverUrl, name });
    return () => onServer(serverUrl, `drop database if exists ${name}`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'fq-template-'));
  const seeded = await openDatabase({ kind: 'pglite' });
  await runMigrations(seeded);
  await seedDatabase(seeded.db, TEMPLATE_SEED);
  // Stored as a plain tar: PGlite takes either, and every test file that loads it then skips
  // unpacking 5 MB of gzip (about a third of the load time of a copy).
  const snapshotFile = join(folder, 'template.tar');
  if (!seeded.snapshot) throw new Error('PGlite databases can be snapshotted');
  const dump = await seeded.snapshot();
  writeFileSync(snapshotFile, gunzipSync(Buffer.from(await dump.arrayBuffer())));
  await seeded.close();
  project.provide('templateDatabase', { kind: 'pglite', snapshotFile });
  return async () => rmSync(folder, { recursive: true, force: true });
}
