import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { exportAnswers } from '@server/domain/export/export-answers';
import { seedAnsweredCopies } from '../tests/bench/export-volume';
import { firstValue } from '../tests/bench/questionnaire-volume';

const database = await openDatabase({ kind: 'pglite' });
await runMigrations(database);
await seedDatabase(database.db, { demo: true, demoReports: true });
await seedAnsweredCopies(database, Number(process.env.N ?? 1000));
const unitTypeId = await firstValue(database, sql`select unit_type_id as value from unit where number = 'X-000001'`);
const coordinatorId = await firstValue(database, sql`select id as value from app_user where email = 'coordinator@example.com'`);
const forms = (await database.db.execute(sql`select f.id from form f order by f.order_key`)) as unknown as { rows: { id: number }[] };
const caller = { id: Number(coordinatorId), roleId: 2 as const };
for (const format of ['xlsx', 'csv'] as const) {
  const query = { localeDicId: '1', farmTypeId: String(unitTypeId), formId: forms.rows.map((r) => r.id).join(','), format };
  const prepared = await exportAnswers(database.db, caller, query, { now: () => new Date() });
  let bytes = 0;
  const sink = new Writable({ write(c, _e, d) { bytes += c.length; setImmediate(d); } });
  globalThis.gc?.();
  const mb = () => { const m = process.memoryUsage(); return Math.round((m.heapUsed + m.external) / 1e6); };
  const base = mb();
  let peak = 0;
  const start = performance.now();
  const summary = await prepared.write(sink, { onBatch: (p) => { if (p.batches % 4 === 0) { globalThis.gc?.(); peak = Math.max(peak, mb()); } } });
  console.log(format, 'write', (performance.now() - start).toFixed(0), summary.rows, bytes, 'live MB base', base, 'peak after gc', peak);
}
await database.close();
