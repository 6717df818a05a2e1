import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { seedDemoData } from './demo-data';
import { seedReferenceData } from './reference-data';

// Serialises seeding of server instances that start together on one PostgreSQL.
const SEED_LOCK = 72_410_002;

/**
 * Reference data always; the demo questionnaire, accounts and units when `demo` is set, with the
 * reported comparison units unless `demoReports` is false.
 */
export async function seedDatabase(db: Db, options: { demo: boolean; demoReports?: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedReferenceData(tx);
    if (options.demo) await seedDemoData(tx, { reports: options.demoReports ?? true });
  });
}
