import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DatabaseKind } from '@server/data/database';
import { startBenchServer } from './api-server';
import { saveTargets, seedFillableQuestionnaires, type SaveTarget } from './api-volume';
import { firstValue, seedVolume } from './questionnaire-volume';

/** The seeded server an API benchmark drives. */
export interface SeededServer {
  url: string;
  /** The demo farmer's filled questions to save into, at their stored versions. */
  targets: SaveTarget[];
  /** The engine, its version, the questionnaires and save targets, and the seeding time, for the notes. */
  seeded: string;
}

/**
 * The setup of `bench:api` and `bench:load`: starts the benchmark server on an engine
 * (startBenchServer, with PostgreSQL's pool of `poolSize`), seeds the demo data, `farmers` more
 * farmers' questionnaires (seedVolume, its default without) and the demo farmer's questionnaires
 * to save into (seedFillableQuestionnaires), runs `use` on it and then disposes of server and database.
 */
export async function withSeededServer(
  kind: DatabaseKind,
  settings: { farmers?: number; poolSize?: number },
  use: (server: SeededServer) => Promise<void>,
): Promise<void> {
  const seedStart = performance.now();
  const { server, databaseVersion, dispose } = await startBenchServer(kind, settings.poolSize);
  try {
    const { database, url } = server;
    if (!database) throw new Error('The benchmark server has no database');
    await seedVolume(database, settings.farmers);
    await seedFillableQuestionnaires(database);
    const questionnaires = await firstValue(database, sql`select count(*)::int as value from questionnaire`);
    const targets = await saveTargets(database);
    const seeded =
      `${kind} (${databaseVersion}): ${questionnaires.toLocaleString('en')} questionnaires, ` +
      `${targets.length.toLocaleString('en')} filled questions saved into, seeded in ` +
      `${((performance.now() - seedStart) / 1000).toFixed(1)} s`;
    await use({ url, targets, seeded });
  } finally {
    await dispose();
  }
}
